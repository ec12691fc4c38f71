#ifndef WEATHERTUI_CPROCESSMEMORY_SHIM_H
#define WEATHERTUI_CPROCESSMEMORY_SHIM_H

/* What `watch` does with its memory between polls: glibc's allocator controls (mallopt, malloc_trim),
   which the Swift Glibc module does not import, and a way to let go of the program's code pages. */
#include <elf.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <unistd.h>

/* Unmaps the pages of the program's own code from the process (MADV_DONTNEED): they stay in the page
   cache, from which the next access maps them again. Only the program's executable segments that are not
   also writable, and only the pages wholly inside them: code is never written, so its pages come back from
   the file as they were, whereas relocated data (RELRO, .data) would come back without its relocations.
   The program headers are the kernel's (AT_PHDR); dl_iterate_phdr would need _GNU_SOURCE, which the Glibc
   module is built without. */
static inline void wtui_release_program_code(void) {
    const Elf64_Phdr *headers = (const Elf64_Phdr *)getauxval(AT_PHDR);
    unsigned long count = getauxval(AT_PHNUM);
    if (headers == NULL) return;
    uintptr_t bias = 0;
    for (unsigned long i = 0; i < count; i++) {
        if (headers[i].p_type == PT_PHDR) bias = (uintptr_t)headers - headers[i].p_vaddr;
    }
    if (bias == 0) return;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (unsigned long i = 0; i < count; i++) {
        const Elf64_Phdr *segment = &headers[i];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_X) || (segment->p_flags & PF_W)) continue;
        uintptr_t start = (bias + segment->p_vaddr + page - 1) & ~(page - 1);
        uintptr_t end = (bias + segment->p_vaddr + segment->p_memsz) & ~(page - 1);
        if (end > start) madvise((void *)start, end - start, MADV_DONTNEED);
    }
}

#endif

/* A wall clock moved under a running program, the way a resume from suspend or a clock set by NTP moves
 * it: preloaded (LD_PRELOAD), this library adds an offset to every reading of CLOCK_REALTIME (and to
 * gettimeofday and time) and leaves every other clock alone, so timers that sleep on the monotonic clock
 * keep their deadlines. libfaketime moves absolute timerfd deadlines on the monotonic clocks too, and
 * libdispatch's timers then fire at once, over and over.
 *
 * MOVED_CLOCK_OFFSET      the offset in seconds ("32400", "-3.5"), read once;
 * MOVED_CLOCK_OFFSET_FILE a file holding the offset, read again at most every 100 ms of monotonic time,
 *                         so a test moves the clock by rewriting it. An empty or unreadable file keeps the
 *                         last offset. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define NANOSECONDS 1000000000LL
#define REREAD_AFTER (NANOSECONDS / 10)

/* One reader at a time: a thread that read the old offset while another read the file would hand out a
 * time from before the jump after one from after it. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long long offset_nanoseconds;
static long long last_read = -1;
static const char *path;

static int real_clock_gettime(clockid_t clock, struct timespec *time) {
    return (int)syscall(SYS_clock_gettime, clock, time);
}

static int parse_offset(const char *text, long long *offset) {
    char *end;
    double seconds = strtod(text, &end);
    if (end == text) return 0;
    *offset = (long long)(seconds * NANOSECONDS);
    return 1;
}

static void read_offset_file(const char *path) {
    char text[64];
    int file = open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return;
    ssize_t length = read(file, text, sizeof text - 1);
    close(file);
    if (length <= 0) return;
    text[length] = 0;
    parse_offset(text, &offset_nanoseconds);
}

static long long current_offset(void) {
    struct timespec now;
    real_clock_gettime(CLOCK_MONOTONIC, &now);
    long long monotonic = now.tv_sec * NANOSECONDS + now.tv_nsec;
    pthread_mutex_lock(&lock);
    if (last_read < 0) {
        path = getenv("MOVED_CLOCK_OFFSET_FILE");
        const char *fixed = getenv("MOVED_CLOCK_OFFSET");
        if (!path && fixed) parse_offset(fixed, &offset_nanoseconds);
    }
    if (last_read < 0 || (path && monotonic - last_read >= REREAD_AFTER)) {
        if (path) read_offset_file(path);
        last_read = monotonic;
    }
    long long offset = offset_nanoseconds;
    pthread_mutex_unlock(&lock);
    return offset;
}

static void move(struct timespec *time) {
    long long moved = time->tv_sec * NANOSECONDS + time->tv_nsec + current_offset();
    time->tv_sec = moved / NANOSECONDS;
    time->tv_nsec = moved % NANOSECONDS;
    if (time->tv_nsec < 0) {
        time->tv_nsec += NANOSECONDS;
        time->tv_sec -= 1;
    }
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int result = real_clock_gettime(clock, time);
    if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) move(time);
    return result;
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
    (void)zone;
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return -1;
    value->tv_sec = now.tv_sec;
    value->tv_usec = now.tv_nsec / 1000;
    return 0;
}

time_t time(time_t *result) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (result) *result = now.tv_sec;
    return now.tv_sec;
}

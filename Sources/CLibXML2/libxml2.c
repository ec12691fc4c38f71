// The libxml2 functions the CAP reader needs, from libxml2.so.2 opened on the first parse (see
// include/CLibXML2.h for why it is not linked). The tree's structs are libxml2's public ABI, read here
// and never by Swift.
#include "CLibXML2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

static struct {
    __typeof__(xmlInitParser) *init_parser;
    __typeof__(xmlReadMemory) *read_memory;
    __typeof__(xmlFreeDoc) *free_doc;
    __typeof__(xmlGetLastError) *get_last_error;
    __typeof__(xmlSetExternalEntityLoader) *set_external_entity_loader;
} api;
static int loaded; // 1 once every function was found
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Every external entity, DTD or schema libxml2 would fetch is refused: a CAP document is read from
/// memory and nothing it names is read from a file or the network.
static xmlParserInputPtr refuse_external_entity(const char *url, const char *id, xmlParserCtxtPtr context) {
    (void)url;
    (void)id;
    (void)context;
    return NULL;
}

static void load(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    api.init_parser = (__typeof__(api.init_parser))dlsym(library, "xmlInitParser");
    api.read_memory = (__typeof__(api.read_memory))dlsym(library, "xmlReadMemory");
    api.free_doc = (__typeof__(api.free_doc))dlsym(library, "xmlFreeDoc");
    api.get_last_error = (__typeof__(api.get_last_error))dlsym(library, "xmlGetLastError");
    api.set_external_entity_loader = (__typeof__(api.set_external_entity_loader))dlsym(library, "xmlSetExternalEntityLoader");
    if (!api.init_parser || !api.read_memory || !api.free_doc || !api.get_last_error || !api.set_external_entity_loader) return;
    // libxml2 asks for its global state to be set up once, before threads parse.
    api.init_parser();
    api.set_external_entity_loader(refuse_external_entity);
    loaded = 1;
}

void *wtui_xml_parse(const char *bytes, int length, int *missing) {
    pthread_once(&once, load);
    *missing = !loaded;
    if (!loaded) return NULL;
    // NOERROR and NOWARNING: libxml2 would print its complaints on stderr, over the dashboard. NOCDATA
    // merges CDATA sections into text, which CAP feeds use for their HTML descriptions.
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA;
    return api.read_memory(bytes, length, NULL, NULL, options);
}

const char *wtui_xml_error(void) {
    if (!loaded) return "";
    const xmlError *error = api.get_last_error();
    return error != NULL && error->message != NULL ? error->message : "";
}

void wtui_xml_free(void *document) { api.free_doc((xmlDocPtr)document); }

const void *wtui_xml_root(const void *document) {
    for (xmlNodePtr node = ((xmlDocPtr)document)->children; node != NULL; node = node->next) {
        if (node->type == XML_ELEMENT_NODE) return node;
    }
    return NULL;
}

const void *wtui_xml_first_child(const void *node) { return ((const xmlNode *)node)->children; }

const void *wtui_xml_next_sibling(const void *node) { return ((const xmlNode *)node)->next; }

enum wtui_xml_kind wtui_xml_kind_of(const void *node) {
    switch (((const xmlNode *)node)->type) {
    case XML_ELEMENT_NODE: return wtui_xml_element;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE: return wtui_xml_text;
    default: return wtui_xml_other;
    }
}

const char *wtui_xml_name(const void *node) {
    const xmlChar *name = ((const xmlNode *)node)->name;
    return name != NULL ? (const char *)name : "";
}

const char *wtui_xml_content(const void *node) {
    const xmlChar *content = ((const xmlNode *)node)->content;
    return content != NULL ? (const char *)content : "";
}

const char *wtui_xml_attribute(const void *node, const char *name) {
    for (const xmlAttr *attribute = ((const xmlNode *)node)->properties; attribute != NULL; attribute = attribute->next) {
        if (attribute->name == NULL || strcmp((const char *)attribute->name, name) != 0) continue;
        const xmlNode *value = attribute->children;
        return value != NULL && value->type == XML_TEXT_NODE && value->content != NULL ? (const char *)value->content : "";
    }
    return NULL;
}

// libxml2 for the CAP warning feeds (Sources/WeatherCore/Warnings/CAP), opened when the first CAP
// document is read, not linked: linked, libxml2 and what it needs (ICU's libicuuc with its 30 MB of
// data, libstdc++, liblzma) would be loaded and relocated by every run, a status-bar poll's among
// them. This header names no libxml2 type, so the targets that see WeatherCore need no libxml2 headers.
#ifndef WEATHERTUI_CLIBXML2_H
#define WEATHERTUI_CLIBXML2_H

#include <stddef.h>

/// What a node of a parsed document is.
enum wtui_xml_kind {
    wtui_xml_other = 0,
    wtui_xml_element = 1,
    wtui_xml_text = 2,
};

/// Parses `length` bytes from memory: with no network (XML_PARSE_NONET), no external entity, no DTD
/// loaded and no entity substituted (neither XML_PARSE_NOENT nor XML_PARSE_DTDLOAD), and within
/// libxml2's default limits (no XML_PARSE_HUGE), so an entity that multiplies itself is refused. The
/// document, to be freed with `wtui_xml_free`; NULL where libxml2 refused it (`wtui_xml_error` says
/// why) or is not installed (`*missing` set to 1).
void *_Nullable wtui_xml_parse(const char *_Nonnull bytes, int length, int *_Nonnull missing);
/// libxml2's words for the last refusal on this thread, or "".
const char *_Nonnull wtui_xml_error(void);
void wtui_xml_free(void *_Nonnull document);

const void *_Nullable wtui_xml_root(const void *_Nonnull document);
const void *_Nullable wtui_xml_first_child(const void *_Nonnull node);
const void *_Nullable wtui_xml_next_sibling(const void *_Nonnull node);
enum wtui_xml_kind wtui_xml_kind_of(const void *_Nonnull node);
/// An element's local name, without its namespace prefix.
const char *_Nonnull wtui_xml_name(const void *_Nonnull node);
/// A text or CDATA node's characters.
const char *_Nonnull wtui_xml_content(const void *_Nonnull node);
/// The value of an element's attribute `name` (local name), or NULL.
const char *_Nullable wtui_xml_attribute(const void *_Nonnull node, const char *_Nonnull name);

#endif

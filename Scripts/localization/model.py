"""The catalogs as `make po-check` and `make po-status` see them: po/languages.txt (one row a language),
po/en.po (every message, its Swift name and its notes) and each language's translations, checked for what
the build's generator (Sources/LocalizationGenerator) would refuse, so a catalog's mistake shows without a
build."""

import dataclasses
import os
import re

import plural
import po

SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
    "try", "id", "text", "hash",
}
ID_COMMENT = re.compile(r"^id:\s*(\S+)\s*$")
BUDGET_COMMENT = re.compile(r"At most (\d+) columns\.")


class CatalogError(Exception):
    pass


@dataclasses.dataclass
class Message:
    id: str
    entry: po.Entry
    parameters: list[str]
    budget: int | None

    @property
    def is_plural(self) -> bool:
        return self.entry.is_plural

    @property
    def english_forms(self) -> list[str]:
        return [self.entry.msgid, self.entry.msgid_plural] if self.is_plural else [self.entry.msgid]


@dataclasses.dataclass
class Language:
    code: str
    case: str
    name: str
    locales: list[str]
    clock: str
    openweather: str
    geocoding: str
    nominatim: str
    catalog: po.Catalog | None = None
    forms: plural.PluralForms | None = None
    # Per message id: its forms, or None where the catalog has no usable translation.
    translations: dict[str, list[str] | None] = dataclasses.field(default_factory=dict)
    fuzzy: set[str] = dataclasses.field(default_factory=set)

    @property
    def missing(self) -> list[str]:
        return [id for id, forms in self.translations.items() if forms is None and id not in self.fuzzy]


@dataclasses.dataclass
class Model:
    messages: list[Message]
    languages: list[Language]

    @property
    def english(self) -> Language:
        return self.languages[0]


LANGUAGE_COLUMNS = ["code", "case", "name", "locales", "clock", "openweather", "geocoding", "nominatim"]


def read_languages(path: str) -> list[Language]:
    languages: list[Language] = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cells = [cell.strip() for cell in line.split("|")]
            if len(cells) != len(LANGUAGE_COLUMNS):
                raise CatalogError(f"{path}:{number}: a row has {len(LANGUAGE_COLUMNS)} cells ({', '.join(LANGUAGE_COLUMNS)})")
            row = dict(zip(LANGUAGE_COLUMNS, cells))
            if not re.fullmatch(r"[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?", row["code"]):
                raise CatalogError(f"{path}:{number}: '{row['code']}' is not a language code such as de, pt_BR or zh_Hant")
            if not re.fullmatch(r"[a-z][A-Za-z]*", row["case"]) or row["case"] in SWIFT_KEYWORDS:
                raise CatalogError(f"{path}:{number}: '{row['case']}' is not a Swift name such as german")
            if not re.fullmatch(r"24|12|12 in( [A-Z]{2})+", row["clock"]):
                raise CatalogError(f"{path}:{number}: the clock is 24, 12 or '12 in' and territories, not '{row['clock']}'")
            locales = row["locales"].split()
            for locale in locales:
                if not re.fullmatch(r"!?[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?", locale):
                    raise CatalogError(f"{path}:{number}: '{locale}' is not a locale name such as de, de_AT, zh_Hans or !zh_TW")
            if not locales or locales[0].startswith("!"):
                raise CatalogError(f"{path}:{number}: the first locale is the example, and chooses the language")
            languages.append(Language(**{**row, "locales": locales}))
    codes = [language.code for language in languages]
    if not codes or codes[0] != "en":
        raise CatalogError(f"{path}: English (en), the source, is the first row")
    for attribute in ("code", "case"):
        values = [getattr(language, attribute) for language in languages]
        if len(set(values)) != len(values):
            raise CatalogError(f"{path}: two rows have the same {attribute}")
    return languages


def read_messages(catalog: po.Catalog) -> list[Message]:
    messages: list[Message] = []
    ids: dict[str, int] = {}
    for entry in catalog.entries:
        where = f"{catalog.path}:{entry.line}"
        names = [match.group(1) for match in map(ID_COMMENT.match, entry.extracted) if match]
        if len(names) != 1:
            raise CatalogError(f"{where}: every message has one '#. id: swiftName' line")
        id = names[0]
        if not re.fullmatch(r"[a-z][A-Za-z0-9]*", id) or id in SWIFT_KEYWORDS:
            raise CatalogError(f"{where}: '{id}' is not a Swift name such as loadingWeather")
        if id in ids:
            raise CatalogError(f"{where}: the id {id} is taken by line {ids[id]}")
        ids[id] = entry.line
        for text in filter(None, [entry.msgid, entry.msgid_plural]):
            if re.sub(po.PLACEHOLDER, "", text).count("{") or re.sub(po.PLACEHOLDER, "", text).count("}"):
                raise CatalogError(f"{where}: a brace outside a {{name}} placeholder")
        singular = po.placeholders(entry.msgid)
        parameters = singular
        if entry.is_plural:
            many = po.placeholders(entry.msgid_plural)
            if set(singular) - {"count"} != set(many) - {"count"}:
                raise CatalogError(f"{where}: msgid and msgid_plural have different placeholders")
            parameters = many if "count" in many else many + ["count"]
        if parameters and "python-brace-format" not in entry.flags:
            raise CatalogError(f"{where}: a message with placeholders has '#, python-brace-format' (msgfmt --check then checks them)")
        described = {match.group(1) for match in (re.match(r"^\{(\w+)\}:", line) for line in entry.extracted) if match}
        undescribed = [name for name in parameters if name not in described]
        if undescribed:
            raise CatalogError(f"{where}: say what each placeholder is, '#. {{{undescribed[0]}}}: …'")
        budgets = [int(match.group(1)) for match in map(BUDGET_COMMENT.fullmatch, entry.extracted) if match]
        messages.append(Message(id=id, entry=entry, parameters=parameters, budget=budgets[0] if budgets else None))
    return messages


def read_translations(language: Language, messages: list[Message]) -> None:
    catalog = language.catalog
    header = catalog.plural_forms
    if header is None:
        raise CatalogError(f"{catalog.path}: the header has no Plural-Forms")
    try:
        language.forms = plural.parse(header)
    except plural.PluralError as error:
        raise CatalogError(f"{catalog.path}: {error}") from None
    entries = {entry.key: entry for entry in catalog.entries}
    for message in messages:
        entry = entries.get(message.entry.key)
        if language.code == "en":
            language.translations[message.id] = message.english_forms
            continue
        if entry is None:
            language.translations[message.id] = None
            continue
        where = f"{catalog.path}:{entry.line}"
        if entry.is_plural != message.is_plural:
            raise CatalogError(f"{where}: {'a plural' if message.is_plural else 'not a plural'} in po/en.po")
        if entry.is_plural and len(entry.forms) != language.forms.count:
            raise CatalogError(f"{where}: {len(entry.forms)} plural forms, but the header says nplurals={language.forms.count}")
        if entry.is_fuzzy:
            language.fuzzy.add(message.id)
        language.translations[message.id] = list(entry.forms) if entry.is_translated else None


def load(root: str) -> Model:
    po_directory = os.path.join(root, "po")
    languages = read_languages(os.path.join(po_directory, "languages.txt"))
    for language in languages:
        path = os.path.join(po_directory, f"{language.code}.po")
        if not os.path.exists(path):
            raise CatalogError(f"{path} is missing: po/languages.txt has a row for {language.code}")
        try:
            language.catalog = po.read(path)
        except po.POError as error:
            raise CatalogError(str(error)) from None
        if language.catalog.header.get("Language") != language.code:
            raise CatalogError(f"{path}: the header's Language is not {language.code}")
    messages = read_messages(languages[0].catalog)
    for language in languages:
        read_translations(language, messages)
    if languages[0].forms.count != 2:
        raise CatalogError("po/en.po: English has two plural forms, msgid and msgid_plural")
    return Model(messages=messages, languages=languages)

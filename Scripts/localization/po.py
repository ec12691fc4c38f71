"""Reads gettext catalogs (.po files): their header, and each entry with its comments, context, text and
translation. Obsolete entries (`#~`) are read apart and count for nothing."""

import dataclasses
import re


class POError(Exception):
    """A catalog that cannot be read, with the file and line."""


@dataclasses.dataclass
class Entry:
    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    # One translation, or one per plural form.
    msgstr: str | list[str] = ""
    extracted: list[str] = dataclasses.field(default_factory=list)
    translator: list[str] = dataclasses.field(default_factory=list)
    flags: list[str] = dataclasses.field(default_factory=list)
    line: int = 0

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)

    @property
    def is_plural(self) -> bool:
        return self.msgid_plural is not None

    @property
    def is_fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def forms(self) -> list[str]:
        return self.msgstr if isinstance(self.msgstr, list) else [self.msgstr]

    @property
    def is_translated(self) -> bool:
        return not self.is_fuzzy and bool(self.forms) and all(self.forms)


@dataclasses.dataclass
class Catalog:
    path: str
    header: dict[str, str]
    header_comments: list[str]
    entries: list[Entry]

    @property
    def plural_forms(self) -> str | None:
        return self.header.get("Plural-Forms")


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


def _unquote(text: str, where: str) -> str:
    if len(text) < 2 or not (text.startswith('"') and text.endswith('"')):
        raise POError(f"{where}: expected a quoted string, found {text}")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        char = body[i]
        if char == '"':
            raise POError(f"{where}: an unescaped quote inside a string")
        if char != "\\":
            out.append(char)
            i += 1
            continue
        if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
            raise POError(f"{where}: an escape gettext does not know: {body[i:i + 2]}")
        out.append(_ESCAPES[body[i + 1]])
        i += 2
    return "".join(out)


def parse(text: str, path: str = "<po>") -> Catalog:
    entries: list[Entry] = []
    header_comments: list[str] = []
    pending: dict = {}
    comments = {"extracted": [], "translator": [], "flags": []}
    field: tuple[str, int | None] | None = None
    start_line = 0

    def finish():
        nonlocal pending, comments, field
        if "msgid" in pending:
            plural_strings = pending.get("msgstr_n")
            if pending.get("msgid_plural") is not None:
                if not plural_strings or "msgstr" in pending:
                    raise POError(f"{path}:{start_line}: a plural entry needs msgstr[0], msgstr[1], …")
                indices = sorted(plural_strings)
                if indices != list(range(len(indices))):
                    raise POError(f"{path}:{start_line}: plural forms are not numbered 0, 1, 2, …")
                msgstr = [plural_strings[i] for i in indices]
            else:
                if plural_strings:
                    raise POError(f"{path}:{start_line}: msgstr[n] without msgid_plural")
                if "msgstr" not in pending:
                    raise POError(f"{path}:{start_line}: an entry without msgstr")
                msgstr = pending["msgstr"]
            entries.append(Entry(
                msgid=pending["msgid"], msgctxt=pending.get("msgctxt"), msgid_plural=pending.get("msgid_plural"),
                msgstr=msgstr, extracted=comments["extracted"], translator=comments["translator"],
                flags=comments["flags"], line=start_line,
            ))
        elif pending:
            raise POError(f"{path}:{start_line}: an entry without msgid")
        pending, field = {}, None
        comments = {"extracted": [], "translator": [], "flags": []}

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = f"{path}:{number}"
        if not line:
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#"):
            if "msgid" in pending:
                finish()
            if line.startswith("#."):
                comments["extracted"].append(line[2:].strip())
            elif line.startswith("#,"):
                comments["flags"].extend(flag.strip() for flag in line[2:].split(",") if flag.strip())
            elif line.startswith("#:") or line.startswith("#|"):
                pass
            else:
                comment = line[1:].strip()
                (comments["translator"] if entries or "msgid" in pending else header_comments).append(comment)
            continue
        if line.startswith('"'):
            if field is None:
                raise POError(f"{where}: a string continues nothing")
            name, index = field
            value = _unquote(line, where)
            if index is None:
                pending[name] += value
            else:
                pending["msgstr_n"][index] += value
            continue
        match = _KEYWORD.match(line)
        if not match:
            raise POError(f"{where}: cannot read this line: {line}")
        keyword, index, quoted = match.group(1), match.group(2), match.group(3)
        name = keyword.split("[")[0]
        if name in ("msgctxt", "msgid") and ("msgid" in pending or (name == "msgid" and "msgstr" in pending)):
            finish()
        if not pending:
            start_line = number
        value = _unquote(quoted, where)
        if index is not None:
            strings = pending.setdefault("msgstr_n", {})
            if int(index) in strings:
                raise POError(f"{where}: msgstr[{index}] twice")
            strings[int(index)] = value
            field = ("msgstr_n", int(index))
        else:
            if name in pending:
                raise POError(f"{where}: {name} twice in one entry")
            pending[name] = value
            field = (name, None)
    finish()

    header: dict[str, str] = {}
    if entries and entries[0].msgid == "" and entries[0].msgctxt is None:
        head = entries.pop(0)
        for line in head.forms[0].splitlines():
            if ":" in line:
                name, value = line.split(":", 1)
                header[name.strip()] = value.strip()
    seen: dict = {}
    for entry in entries:
        if entry.key in seen:
            raise POError(f"{path}:{entry.line}: the same msgctxt and msgid as line {seen[entry.key]}")
        seen[entry.key] = entry.line
    return Catalog(path=path, header=header, header_comments=header_comments, entries=entries)


def read(path: str) -> Catalog:
    with open(path, encoding="utf-8") as file:
        return parse(file.read(), path)


PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def placeholders(text: str) -> list[str]:
    """The names of the `{name}` placeholders in `text`, each once, in the order they first appear."""
    names: list[str] = []
    for name in PLACEHOLDER.findall(text):
        if name not in names:
            names.append(name)
    return names

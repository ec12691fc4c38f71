"""A catalog's `Plural-Forms` header (`nplurals=3; plural=(n==1 ? 0 : …);`, the C expression gettext
evaluates), read into a tree that is evaluated here and written out as Swift."""

import dataclasses
import re


class PluralError(Exception):
    pass


@dataclasses.dataclass(frozen=True)
class Node:
    kind: str  # "n", "number", "not", "binary", "ternary"
    value: int = 0
    operator: str = ""
    operands: tuple = ()


@dataclasses.dataclass(frozen=True)
class PluralForms:
    count: int
    rule: Node
    source: str

    def form(self, n: int) -> int:
        return evaluate(self.rule, n)


_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[<>!?:%*/+()-]))")
# Binary operators from the loosest to the tightest, as in C.
_LEVELS = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%")]
_BOOLEAN = {"||", "&&", "==", "!=", "<", ">", "<=", ">="}


def _tokens(text: str) -> list[str]:
    tokens, position = [], 0
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = _TOKEN.match(text, position)
        if not match:
            raise PluralError(f"cannot read the plural rule at: {text[position:]!r}")
        tokens.append(match.group(1) or match.group(2) or match.group(3))
        position = match.end()
    return tokens


class _Parser:
    def __init__(self, text: str):
        self.tokens = _tokens(text)
        self.position = 0

    def peek(self) -> str | None:
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise PluralError(f"expected {expected or 'more'} in the plural rule, found {token or 'its end'}")
        self.position += 1
        return token

    def expression(self) -> Node:
        condition = self.binary(0)
        if self.peek() != "?":
            return condition
        self.take("?")
        then = self.expression()
        self.take(":")
        otherwise = self.expression()
        return Node("ternary", operands=(condition, then, otherwise))

    def binary(self, level: int) -> Node:
        if level == len(_LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _LEVELS[level]:
            operator = self.take()
            left = Node("binary", operator=operator, operands=(left, self.binary(level + 1)))
        return left

    def unary(self) -> Node:
        token = self.take()
        if token == "!":
            return Node("not", operands=(self.unary(),))
        if token == "(":
            inner = self.expression()
            self.take(")")
            return inner
        if token == "n":
            return Node("n")
        if token.isdigit():
            return Node("number", value=int(token))
        raise PluralError(f"unexpected {token} in the plural rule")


def parse(header: str) -> PluralForms:
    """`header` is the value of a `Plural-Forms` header."""
    match = re.fullmatch(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=(.*?);?\s*", header, re.S)
    if not match:
        raise PluralError(f"a Plural-Forms header reads 'nplurals=N; plural=EXPRESSION;', not {header!r}")
    parser = _Parser(match.group(2))
    rule = parser.expression()
    if parser.peek() is not None:
        raise PluralError(f"unexpected {parser.peek()} after the plural rule")
    forms = PluralForms(count=int(match.group(1)), rule=rule, source=header.strip())
    if forms.count < 1:
        raise PluralError("nplurals must be at least 1")
    for n in range(0, 10_001):
        form = forms.form(n)
        if not 0 <= form < forms.count:
            raise PluralError(f"the plural rule gives form {form} for n = {n}, but nplurals is {forms.count}")
    return forms


def evaluate(node: Node, n: int) -> int:
    """As gettext does, with `n` an unsigned long."""
    mask = (1 << 64) - 1
    if node.kind == "n":
        return n & mask
    if node.kind == "number":
        return node.value
    if node.kind == "not":
        return int(evaluate(node.operands[0], n) == 0)
    if node.kind == "ternary":
        condition, then, otherwise = node.operands
        return evaluate(then, n) if evaluate(condition, n) != 0 else evaluate(otherwise, n)
    left, right = node.operands
    if node.operator == "||":
        return int(evaluate(left, n) != 0 or evaluate(right, n) != 0)
    if node.operator == "&&":
        return int(evaluate(left, n) != 0 and evaluate(right, n) != 0)
    a, b = evaluate(left, n), evaluate(right, n)
    if node.operator in ("/", "%") and b == 0:
        raise PluralError("the plural rule divides by zero")
    return {
        "==": lambda: int(a == b), "!=": lambda: int(a != b), "<": lambda: int(a < b), ">": lambda: int(a > b),
        "<=": lambda: int(a <= b), ">=": lambda: int(a >= b), "+": lambda: (a + b) & mask,
        "-": lambda: (a - b) & mask, "*": lambda: (a * b) & mask, "/": lambda: a // b, "%": lambda: a % b,
    }[node.operator]()


def _is_boolean(node: Node) -> bool:
    return node.kind == "not" or (node.kind == "binary" and node.operator in _BOOLEAN)


def _swift_bool(node: Node) -> str:
    """`node` as a Swift `Bool`: C reads any number but 0 as true."""
    if node.kind == "not":
        return f"!{_swift_bool(node.operands[0])}"
    if node.kind == "binary" and node.operator in ("||", "&&"):
        left, right = node.operands
        return f"({_swift_bool(left)} {node.operator} {_swift_bool(right)})"
    if node.kind == "binary" and node.operator in _BOOLEAN:
        left, right = node.operands
        return f"({_swift_number(left)} {node.operator} {_swift_number(right)})"
    return f"({_swift_number(node)} != 0)"


def _swift_number(node: Node) -> str:
    """`node` as a Swift `UInt`, wrapping as C's unsigned arithmetic does."""
    if node.kind == "n":
        return "n"
    if node.kind == "number":
        return str(node.value)
    if _is_boolean(node):
        return f"({_swift_bool(node)} ? 1 : 0)"
    if node.kind == "ternary":
        condition, then, otherwise = node.operands
        return f"({_swift_bool(condition)} ? {_swift_number(then)} : {_swift_number(otherwise)})"
    left, right = node.operands
    operator = {"+": "&+", "-": "&-", "*": "&*"}.get(node.operator, node.operator)
    return f"({_swift_number(left)} {operator} {_swift_number(right)})"


def swift_body(forms: PluralForms, indent: str) -> list[str]:
    """The statements of a Swift function of `n: UInt` that returns the form as an `Int`: a chain of
    `if … { return … }` for the ternaries at the top, so no long expression slows the type checker."""
    lines: list[str] = []
    node = forms.rule
    while node.kind == "ternary":
        condition, then, node = node.operands
        lines.append(f"{indent}if {_strip(_swift_bool(condition))} {{ return {_swift_result(then)} }}")
    lines.append(f"{indent}return {_swift_result(node)}")
    return lines


def _swift_result(node: Node) -> str:
    if node.kind == "number":
        return str(node.value)
    if _is_boolean(node):
        return f"{_strip(_swift_bool(node))} ? 1 : 0"
    return f"Int(truncatingIfNeeded: {_swift_number(node)})"


def _strip(text: str) -> str:
    """Drops one pair of parentheses around the whole of `text`."""
    if not (text.startswith("(") and text.endswith(")")):
        return text
    depth = 0
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and index < len(text) - 1:
            return text
    return text[1:-1]


# gettext's rules as msginit writes them (its table of languages), for the languages weathertui speaks or
# may come to: the generator turns them into Swift for the tests, which hold them to CLDR's examples.
REFERENCE = {
    "en": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
    "fr": "nplurals=2; plural=(n > 1);",
    "pt_BR": "nplurals=2; plural=(n > 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "uk": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "sl": "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);",
    "ro": "nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;",
}

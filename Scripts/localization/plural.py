"""A catalog's `Plural-Forms` header (`nplurals=3; plural=(n==1 ? 0 : …);`, the C expression gettext
evaluates), read into a tree and evaluated, to check that every count takes one of the catalog's forms (the Swift of
the rule is written by Sources/LocalizationGenerator)."""

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

"""The terminal side: a pyte screen that understands the whole of what ncurses sends, and the xterm
sequences the tests look for in the raw output."""

import re
import unicodedata

import pyte
from pyte.screens import Margins
from wcwidth import wcwidth

ALT_SCREEN_ON = b"\x1b[?1049h"       # smcup: the alternate screen
ALT_SCREEN_OFF = b"\x1b[?1049l"      # rmcup: back to the normal screen (endwin)
CURSOR_HIDDEN = b"\x1b[?25l"
CURSOR_SHOWN = re.compile(rb"\x1b\[\?(?:12;)?25h")
KEYPAD_ON = b"\x1b[?1h"              # application cursor keys (keypad())
KEYPAD_OFF = b"\x1b[?1l"


class TermScreen(pyte.Screen):
    """pyte 0.8.2 plus the few xterm sequences ncurses uses with TERM=xterm-256color that pyte lacks:
    SU/SD (CSI n S / CSI n T: scroll the region, used when a list scrolls by several rows) and
    REP (CSI n b: repeat the last character); and a mark of no width joins the character before it, as
    in xterm, VTE and tmux, where pyte drops the rest of the text after one whose canonical combining
    class is 0 (Thai vowels above a letter, Devanagari vowel signs)."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.last_char = " "

    def draw(self, data):
        run = ""
        for char in data:
            if wcwidth(char) == 0 and not unicodedata.combining(char) and unicodedata.category(char) in ("Mn", "Me"):
                super().draw(run)
                run = ""
                self.join_previous(char)
            else:
                run += char
        super().draw(run)
        if data:
            self.last_char = data[-1]

    def join_previous(self, mark):
        """Puts `mark` into the cell before the cursor (the last of the line above at a line's start)."""
        if self.cursor.x:
            line, x = self.buffer[self.cursor.y], min(self.cursor.x, self.columns) - 1
        elif self.cursor.y:
            line, x = self.buffer[self.cursor.y - 1], self.columns - 1
        else:
            return
        line[x] = line[x]._replace(data=line[x].data + mark)

    def scroll_up(self, count=None, *args, **kwargs):
        top, bottom = self.margins or Margins(0, self.lines - 1)
        for _ in range(min(count or 1, bottom - top + 1)):
            for y in range(top, bottom):
                self.buffer[y] = self.buffer[y + 1]
            self.buffer.pop(bottom, None)
        self.dirty.update(range(self.lines))

    def scroll_down(self, count=None, *args, **kwargs):
        if kwargs.get("private") or args:
            return  # CSI > ... T (title modes) and the mouse-tracking form: not a scroll
        top, bottom = self.margins or Margins(0, self.lines - 1)
        for _ in range(min(count or 1, bottom - top + 1)):
            for y in range(bottom, top, -1):
                self.buffer[y] = self.buffer[y - 1]
            self.buffer.pop(top, None)
        self.dirty.update(range(self.lines))

    def repeat_last(self, count=None, *args, **kwargs):
        self.draw(self.last_char * (count or 1))

    @property
    def display(self):
        """The lines as text, as a terminal shows them. pyte leaves the right half ("") of a double-width
        character in place when a narrow one is drawn over its left half (xterm blanks it), and its own
        `display` then fails; such a half shows here as the blank a terminal shows. A frame caught
        half-written can hold one."""
        def render(line):
            wide = False
            for x in range(self.columns):
                if wide:
                    wide = False
                    continue
                char = line[x].data
                if not char:
                    yield " "
                    continue
                wide = wcwidth(char[0]) == 2
                yield char

        return ["".join(render(self.buffer[y])) for y in range(self.lines)]


class TermStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down", b="repeat_last")

"""A line kept as what it says, not as words: a text key with its values (a value may be another
such line, or anything called to say it), put into words in the language shown whenever it is
read. So the log switches language with the window, and what players typed stays as typed."""

from __future__ import annotations

from collections.abc import Callable

from game.texts import language, text

Saying = str | Callable[[], str | None]  # words as they are (typed by a player), or how to say them


class Said:
    """`text(key, **values)`, said again in each language: Said("log.undone", name="Anna")."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, /, **values: object) -> None:
        self.key = key
        self.values = values

    def __call__(self) -> str:
        return text(self.key, **{k: v() if callable(v) else v for k, v in self.values.items()})

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {self.values!r})"


def say(saying: Saying) -> str:
    """The words of a saying in the language shown."""
    return saying if isinstance(saying, str) else saying() or ""


class Cached:
    """A saying's words, put together once per language (the log reads them every redraw)."""

    __slots__ = ("saying", "_words")

    def __init__(self, saying: Saying) -> None:
        self.saying = saying
        self._words: tuple[str, str] | None = None

    @property
    def words(self) -> str:
        now = language()
        if self._words is None or self._words[0] != now:
            self._words = (now, say(self.saying))
        return self._words[1]

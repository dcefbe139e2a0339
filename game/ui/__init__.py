"""The desktop window: scenes on pygame-ce, a pure client of the rules core."""

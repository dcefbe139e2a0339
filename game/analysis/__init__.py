"""Game review: what each decision of a finished game cost, by the hard bot's estimate.

`judge` weighs one decision (the move played against the best the hard bot finds, on the same
simulated dice); `review` goes through a game's record and builds a `Review` (every decision
judged and classed, an accuracy per player, the costliest decisions); `classes` holds the
thresholds of the classes. No pygame here: the console and the window both use it.
"""

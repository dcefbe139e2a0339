"""The icons of the actions (send, take, exchange, messenger, points, glass), drawn in code."""

from __future__ import annotations

import pygame

from game.rules.edition import ActionDef, Effect
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


def make_action_icon(a: Assets, action: ActionDef, size: int) -> pygame.Surface:
    """An action's icon (what it gives) drawn for the action area, `size` pixels square."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    half = max(8, int(size * 0.5))
    small = max(7, int(size * 0.4))
    f = max(T.MIN_TEXT, int(size * 0.38))  # the icons are small: their digits are not
    effect = action.effect
    if effect == Effect.SEND:
        novice = a.sprite("novice_blocked", (int(size * 0.45), int(size * 0.55)))
        surf.blit(novice, (size * 0.12, size * 0.2))
        pygame.draw.polygon(surf, T.INK, [(size * 0.6, size * 0.35), (size * 0.9, size * 0.5),
                                          (size * 0.6, size * 0.65)])
        if action.discount:
            t = a.text(f"-{action.discount}", f, T.ROOF_D, "bold")
            surf.blit(t, (size * 0.52, size * 0.62))
    elif effect == Effect.TAKE:
        token, n = action.tokens[0]
        surf.blit(a.sprite(f"token_{token}", half), (size * 0.25, size * 0.25))
        if n > 1:
            surf.blit(a.text(f"{n}", f, T.INK, "bold"), (size * 0.02, size * 0.0))
    elif effect == Effect.TAKE_ONE_OF:
        for i, bundle in enumerate(action.choices[:3]):
            token, _ = bundle[0]
            surf.blit(a.sprite(f"token_{token}", small), (size * (0.02 + 0.3 * i), size * 0.42))
        surf.blit(a.text("2", f, T.INK, "bold"), (size * 0.38, 0))
    elif effect == Effect.EXCHANGE:
        trade = action.trades[0]
        surf.blit(a.sprite(f"token_{trade.give}", small), (size * 0.02, size * 0.1))
        surf.blit(a.sprite(f"token_{trade.get}", small), (size * 0.55, size * 0.1))
        if len(action.trades) > 1:
            t2 = action.trades[1]
            surf.blit(a.sprite(f"token_{t2.give}", small), (size * 0.02, size * 0.55))
            surf.blit(a.sprite(f"token_{t2.get}", small), (size * 0.55, size * 0.55))
        pygame.draw.line(surf, T.INK, (size * 0.42, size * 0.3), (size * 0.56, size * 0.3), 2)
        pygame.draw.line(surf, T.INK, (size * 0.42, size * 0.75), (size * 0.56, size * 0.75), 2)
    elif effect == Effect.MESSENGER:
        m = a.sprite("messenger_blocked", (int(size * 0.5), int(size * 0.6)))
        surf.blit(m, (size * 0.08, size * 0.2))
        surf.blit(a.text(f"+{action.steps}", f, T.INK, "bold"), (size * 0.55, size * 0.3))
    elif effect == Effect.POINTS:
        pygame.draw.circle(surf, T.GOLD_L, (size / 2, size / 2), size * 0.34)
        pygame.draw.circle(surf, T.GOLD, (size / 2, size / 2), size * 0.34, 2)
        t = a.text(f"+{action.points}", f, T.INK, "bold")
        surf.blit(t, t.get_rect(center=(size / 2, size / 2)))
    elif effect == Effect.GLASS_FROM_CHAPEL:
        surf.blit(a.sprite("glass_C", int(size * 0.55)), (size * 0.22, size * 0.2))
    return surf

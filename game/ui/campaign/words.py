"""The campaign screens' sentences, from data/texts (campaign_ui.*) and the campaign's book."""

from __future__ import annotations

from game import texts
from game.campaign.volumes import CampaignBook
from game.rules.chapter import CATCH_UP, Grant, GrantKind
from game.texts import text
from game.ui.words.describe import token_count

from .model import Board, Chapter, HeldVolume


def crest_name(book: CampaignBook, kind: str) -> str:
    """"The Cross": the crest's name as the book gives it, capitalised."""
    names = book.crest_names.get(kind, {})
    name = names.get(texts.language()) or names.get("en") or kind
    return name[:1].upper() + name[1:]


def crest_list(book: CampaignBook, kinds: list[str] | tuple[str, ...]) -> str:
    return ", ".join(crest_name(book, k) for k in kinds) if kinds else text("campaign_ui.none")


def grant_text(grant: Grant) -> str:
    """What a grant gives in a few words: "+2 Influence", "a second personal die"."""
    if grant.effect == GrantKind.TOKENS:
        return text("campaign_ui.grant.tokens", tokens=token_count(grant.token, grant.amount))
    if grant.effect in (GrantKind.MESSENGER, GrantKind.POINTS):
        return text(f"campaign_ui.grant.{grant.effect}", count=grant.amount)
    return text(f"campaign_ui.grant.{grant.effect}")


def advantage_short(item: HeldVolume) -> list[str]:
    """A held Volume's advantage in a few words, with the chapters it is in force, then
    shorter."""
    v = item.volume
    if v.effect == "none":
        return [text("campaign_ui.no_advantage")]
    said = grant_text(Grant(0, v.id, GrantKind(v.effect), v.effect_amount, v.token))
    return [text("campaign_ui.advantage_from", n=v.chapter + 1, advantage=said), said]


def volume_tip(book: CampaignBook, item: HeldVolume) -> str:
    v = item.volume
    return text("campaign_ui.tip_volume", name=item.name, n=v.chapter,
                objective=item.objective, advantage=item.advantage,
                crests=crest_list(book, v.crests))


def next_lines(b: Board, book: CampaignBook) -> list[tuple[list[str], str]]:
    """A board's lines for the next chapter (each said long, then short) with their rules: its
    advantages (R-CAMP-4) and its catch-up tokens (R-CAMP-8)."""
    lines = []
    for grant in b.grants:
        if grant.source == CATCH_UP:
            continue
        source = book.volume(grant.source).name(texts.language())
        said = grant_text(grant)
        lines.append(([text("campaign_ui.grant_from", grant=said, volume=source), said],
                      "R-CAMP-4"))
    if b.catch_up:
        tokens = ", ".join(token_count(t, n) for t, n in b.catch_up)
        lines.append(([text("campaign_ui.catch_up", tokens=tokens)], "R-CAMP-8"))
    return lines


def result_heading(c: Chapter) -> str:
    key = "campaign_ui.result_total" if c.total else "campaign_ui.result_partial"
    return text(key, n=c.number)


def lead_line(c: Chapter) -> str:
    key = "campaign_ui.lead_total" if c.total else "campaign_ui.lead_partial"
    return text(key, count=c.lead, margin=c.margin)


def share_text(book: CampaignBook, victory: int, crest_token: str) -> str:
    """What a place took at the chapter's end (R-CAMP-6)."""
    if victory:
        return text("campaign_ui.takes_victory", count=victory)
    if crest_token:
        return text("campaign_ui.takes_token", crest=crest_name(book, crest_token))
    return ""


def names_joined(names: list[str]) -> str:
    return " & ".join(names)

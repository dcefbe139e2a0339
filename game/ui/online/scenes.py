"""The online scenes by name, for the window's registry (game/ui/app.py SCENES): "module:class",
imported when first shown, so that no scene imports another."""

ONLINE_SCENES = {
    "online": "game.ui.online.menu:OnlineMenuScene",
    "online_host": "game.ui.online.host:HostScene",
    "online_join": "game.ui.online.join:JoinScene",
    "online_lobby": "game.ui.online.lobby:LobbyScene",
    "play_online": "game.ui.online.play:OnlinePlayScene",
    "campaign_online": "game.ui.online.campaign_scene:OnlineCampaignScene",
    "yours": "game.ui.online.yours:YoursScene",
    "ratings": "game.ui.online.ratings:RatingsScene",
    "profile": "game.ui.online.profile:ProfileScene",
}

"""The campaign's screens: the sheet between chapters and the campaign's end (R-CAMP-*)."""

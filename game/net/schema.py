"""The server database's tables (SQLite; game/net/store.py reads and writes them)."""

SCHEMA_VERSION = 5  # 2: the fair dice (an older server would replay them without); 3: rules;
# 4: clocks (an older server would let a timed table wait for ever); 5: players and ratings
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables(
    code TEXT PRIMARY KEY, seed INTEGER NOT NULL, players INTEGER NOT NULL,
    creator INTEGER NOT NULL, status TEXT NOT NULL, floor INTEGER NOT NULL DEFAULT 0,
    listed INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS seats(
    code TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT,
    name TEXT NOT NULL, colour INTEGER, ready INTEGER NOT NULL, secret TEXT, standin TEXT,
    PRIMARY KEY(code, seat));
CREATE TABLE IF NOT EXISTS moves(
    code TEXT NOT NULL, seq INTEGER NOT NULL, player INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY(code, seq));
CREATE TABLE IF NOT EXISTS commits(
    code TEXT NOT NULL, roll INTEGER NOT NULL, seat INTEGER NOT NULL, head TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rolls(
    code TEXT NOT NULL, roll INTEGER NOT NULL, before INTEGER NOT NULL, links TEXT NOT NULL,
    PRIMARY KEY(code, roll));
CREATE INDEX IF NOT EXISTS tables_status ON tables(status);
CREATE TABLE IF NOT EXISTS turns(code TEXT PRIMARY KEY, began REAL NOT NULL);
CREATE TABLE IF NOT EXISTS rules(code TEXT PRIMARY KEY, rules TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS clocks(
    code TEXT PRIMARY KEY, speed TEXT NOT NULL, state TEXT NOT NULL, deadline REAL,
    turn INTEGER, computer INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS clocks_deadline ON clocks(deadline);
CREATE INDEX IF NOT EXISTS seats_secret ON seats(secret);
CREATE TABLE IF NOT EXISTS owners(
    code TEXT NOT NULL, seat INTEGER NOT NULL, owner TEXT NOT NULL, PRIMARY KEY(code, seat));
CREATE INDEX IF NOT EXISTS owners_owner ON owners(owner);
CREATE TABLE IF NOT EXISTS players(
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, folded TEXT NOT NULL UNIQUE, public TEXT UNIQUE,
    mu REAL NOT NULL, sigma REAL NOT NULL, games INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS rated(
    code TEXT NOT NULL, seat INTEGER NOT NULL, player INTEGER NOT NULL,
    left_game INTEGER NOT NULL DEFAULT 0, PRIMARY KEY(code, seat));
CREATE TABLE IF NOT EXISTS rated_tables(code TEXT PRIMARY KEY, settled INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS results(
    code TEXT NOT NULL, player INTEGER NOT NULL, seat INTEGER NOT NULL, place INTEGER NOT NULL,
    players INTEGER NOT NULL, score INTEGER NOT NULL, left_game INTEGER NOT NULL,
    mu_before REAL NOT NULL, sigma_before REAL NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL,
    at REAL NOT NULL, PRIMARY KEY(code, player));
CREATE INDEX IF NOT EXISTS results_player ON results(player, at);
"""

"""Development tools: the window's benchmarks and the table of computer seats that screenshots and
the smoke run show."""

#!/usr/bin/env bash
# Time from launch to the first drawn frame (headless), five runs:
#   tools/startup_time.sh dist/monasterium
#   tools/startup_time.sh .venv/bin/python -m game
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
for _ in 1 2 3 4 5; do
  start=$(date +%s.%N)
  first=$("$@" --smoke | sed -n 's/^first frame at //p')
  python3 -c "print(f'first_frame_s={$first - $start:.2f}')"
done

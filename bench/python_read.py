"""The Python row of bench/run: SGF records read into NumPy move arrays by tengen's Python module,
against a floor that opens and reads the same files in Python. Prints the median milliseconds of
each (runs alternating, timed inside one interpreter, so that starting Python and importing NumPy
count in neither) and the number of games read.

usage: python3 bench/python_read.py RUNS LIST   (LIST: a file of SGF paths, one a line)"""

import statistics
import sys
import time

import tengen


def read_games(files):
    games = 0
    for path in files:
        games += tengen.read_sgf(path).moves.shape[0] > 0
    return games


def read_bytes(files):
    total = 0
    for path in files:
        with open(path, "rb") as f:
            total += len(f.read())
    return total


def main():
    runs = int(sys.argv[1])
    with open(sys.argv[2]) as f:
        files = [line.rstrip("\n") for line in f if line.strip()]
    read_games(files)  # the files in the page cache, and the module's first calls made
    times = {read_games: [], read_bytes: []}
    for _ in range(runs):
        for step in (read_games, read_bytes):
            start = time.perf_counter()
            step(files)
            times[step].append((time.perf_counter() - start) * 1000)
    print(f"{statistics.median(times[read_games]):.2f} {statistics.median(times[read_bytes]):.2f} {len(files)}")


if __name__ == "__main__":
    main()

"""The Python row of bench/run: SGF records read into NumPy move arrays by tengen's Python module,
one call a file (read_sgf) and one call for them all (read_sgfs), against a floor that opens and
reads the same files in Python. Prints the median milliseconds of each of the three (read_sgf, the
floor, read_sgfs; runs alternating, timed inside one interpreter, so that starting Python and
importing NumPy count in none) and the number of games read.

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


def read_all(files):
    return sum(game.moves.shape[0] > 0 for game in tengen.read_sgfs(files))


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
    times = {read_games: [], read_bytes: [], read_all: []}
    for _ in range(runs):
        for step in (read_games, read_bytes, read_all):
            start = time.perf_counter()
            step(files)
            times[step].append((time.perf_counter() - start) * 1000)
    medians = [statistics.median(times[step]) for step in (read_games, read_bytes, read_all)]
    print(f"{medians[0]:.2f} {medians[1]:.2f} {medians[2]:.2f} {len(files)}")


if __name__ == "__main__":
    main()

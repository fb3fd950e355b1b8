"""Worker processes forked from this one, for batches of games (`analysis.py`).

A forked worker starts in a few milliseconds with everything this process holds, the compiled
rulebook above all, and needs nothing imported: a pool of `concurrent.futures` costs some tens of
milliseconds to import, start and end, as much as a hundred short games. `run_forked` hands each
worker a few tasks ahead, and the next as each result comes back, over pipes: each message is a
pickle after its length (8 bytes), a task in a 1-tuple so that no task reads as the end. Where this process cannot be forked safely (no `os.fork`, or
another thread running, whose locks a fork would copy held), `fork_safe` says so and the caller
uses a pool of spawned processes instead.
"""

from __future__ import annotations

import itertools
import os
import threading
from typing import Any, Callable, Iterable

try:  # the C pickler itself: the `pickle` module around it takes milliseconds to import, and a worker
    # imported it after its start, on the way to its first game
    from _pickle import dumps, loads
except ImportError:  # pragma: no cover - a Python without it
    from pickle import dumps, loads

# `select` and `signal` are imported where workers are started, `traceback` where one fails: a
# simulation that forks no worker loads none of them.


_PROTOCOL = 5


class WorkerLost(Exception):
    """A worker process ended before it sent back a result."""


def fork_safe() -> bool:
    """Whether this process may fork workers: it can, and no other thread is running."""
    return hasattr(os, "fork") and threading.active_count() == 1


def run_forked(work: Callable[[Any], Any], tasks: Iterable, workers: int, ahead: int,
               done: Callable[[Any], None]) -> None:
    """Runs `work(task)` for each of `tasks` in `workers` forked processes, each given up to `ahead`
    tasks at a time; calls `done(result)` here for each result, as it comes back. The first
    exception `work` raises is raised here (with the worker's traceback as a note), after every
    worker is stopped; so is any exception here (`done`'s, an interrupt). Nothing is left running."""
    import select
    import signal

    tasks = iter(tasks)
    pids: list[int] = []
    to_child: list[int] = []
    from_child: dict[int, int] = {}  # a worker's result pipe -> its index
    busy: list[int] = []
    finished = False
    try:
        for i in range(workers):
            task_read, task_write = os.pipe()
            result_read, result_write = os.pipe()
            pid = os.fork()
            if pid == 0:  # the worker
                code = 1
                try:
                    for fd in (task_write, result_read, *to_child, *from_child):
                        os.close(fd)
                    _serve(work, task_read, result_write)
                    code = 0
                finally:
                    os._exit(code)
            os.close(task_read)
            os.close(result_write)
            pids.append(pid)
            to_child.append(task_write)
            from_child[result_read] = i
            busy.append(0)
        for i in range(workers):
            for task in itertools.islice(tasks, ahead):
                _send(to_child[i], (task,))
                busy[i] += 1
        waiting = {fd for fd, i in from_child.items() if busy[i]}
        while waiting:
            ready, _, _ = select.select(sorted(waiting), [], [])
            for fd in ready:
                i = from_child[fd]
                message = _receive(fd)
                if message is None:
                    raise WorkerLost(f"a worker process (pid {pids[i]}) ended before it sent back its result")
                ok, value = message
                if not ok:
                    raise value
                busy[i] -= 1
                done(value)
                for task in itertools.islice(tasks, 1):
                    _send(to_child[i], (task,))
                    busy[i] += 1
                if not busy[i]:
                    waiting.discard(fd)
        finished = True
    finally:
        for fd in to_child:
            os.close(fd)  # a worker that reads the end of its tasks ends
        for fd in from_child:
            os.close(fd)
        for pid in pids:
            if not finished:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            os.waitpid(pid, 0)


def _serve(work: Callable[[Any], Any], tasks: int, results: int) -> None:
    """A worker's loop: each task read from `tasks` is worked, and `(True, result)` or `(False,
    exception)` written to `results`, until the tasks end or one fails."""
    while True:
        message = _receive(tasks)
        if message is None:
            return
        try:
            answer = (True, work(message[0]))
        except BaseException as err:  # noqa: BLE001 - sent back and raised there
            import traceback

            err.add_note("in a worker process:\n" + traceback.format_exc())
            answer = (False, err)
        try:
            payload = dumps(answer, _PROTOCOL)
        except Exception as err:  # noqa: BLE001 - what cannot be pickled is told as text
            answer = (False, RuntimeError(f"a worker's answer could not be sent back: {err!r}"))
            payload = dumps(answer)
        _write(results, payload)
        if not answer[0]:
            return


def _send(fd: int, obj: Any) -> None:
    _write(fd, dumps(obj, _PROTOCOL))


def _write(fd: int, payload: bytes) -> None:
    data = memoryview(len(payload).to_bytes(8, "little") + payload)
    while data:
        data = data[os.write(fd, data):]


def _receive(fd: int) -> Any:
    """The next message read from `fd`, or None where the pipe has ended."""
    head = _read(fd, 8)
    if head is None:
        return None
    body = _read(fd, int.from_bytes(head, "little"))
    if body is None:
        return None
    return loads(body)


def _read(fd: int, n: int) -> bytes | None:
    """Exactly `n` bytes from `fd`, or None where it ends first."""
    parts = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        parts.append(chunk)
        n -= len(chunk)
    return b"".join(parts)

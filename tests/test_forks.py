"""Forked worker processes (`interpreter/forks.py`): every task's result comes back once, a worker's
failure is raised here, and no worker is left running."""

from __future__ import annotations

import os
import threading
import time

import pytest

from rulerun.interpreter import forks
from rulerun.interpreter.forks import WorkerLost, fork_safe, run_forked

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="workers are forked only where os.fork exists")


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("workers, ahead", [(1, 1), (2, 1), (2, 4), (3, 2)])
def test_every_task_is_worked_once_in_the_workers(workers, ahead):
    results = []
    run_forked(lambda k: (k, k * k, os.getpid()), range(23), workers, ahead, results.append)
    assert sorted((k, sq) for k, sq, _ in results) == [(k, k * k) for k in range(23)]
    pids = {pid for _, _, pid in results}
    assert os.getpid() not in pids and 1 <= len(pids) <= workers
    assert all(gone(pid) for pid in pids)


def test_any_value_may_be_a_task():
    results = []
    run_forked(lambda k: ("worked", k), [None, 0, (), ""], 2, 2, results.append)
    assert sorted(map(repr, results)) == sorted(map(repr, [("worked", None), ("worked", 0), ("worked", ()),
                                                           ("worked", "")]))


def test_no_task_starts_no_work():
    results = []
    run_forked(lambda k: k, [], 2, 2, results.append)
    assert results == []


def test_a_result_larger_than_a_pipe_holds_comes_back_whole():
    results = []
    run_forked(lambda k: bytes([k]) * (3 << 20), range(3), 2, 2, results.append)
    assert sorted(results) == [bytes([k]) * (3 << 20) for k in range(3)]


def test_an_error_in_a_worker_is_raised_here_with_its_traceback(tmp_path):
    def work(k):
        (tmp_path / f"{os.getpid()}.pid").write_text("")
        if k == 5:
            raise ValueError("task five fails")
        time.sleep(0.01)
        return k

    with pytest.raises(ValueError, match="task five fails") as caught:
        run_forked(work, range(40), 2, 2, lambda r: None)
    assert any("in a worker process" in note and "task five fails" in note for note in caught.value.__notes__)
    pids = [int(p.stem) for p in tmp_path.glob("*.pid")]
    assert pids and all(gone(pid) for pid in pids)


def test_a_worker_that_dies_is_an_error_here():
    with pytest.raises(WorkerLost, match="ended before it sent back"):
        run_forked(lambda k: os._exit(3) if k == 2 else k, range(6), 2, 1, lambda r: None)


def test_an_error_here_stops_the_workers(tmp_path):
    def work(k):
        (tmp_path / f"{os.getpid()}.pid").write_text("")
        time.sleep(0.05)
        return k

    def done(result):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_forked(work, range(100), 2, 2, done)
    pids = [int(p.stem) for p in tmp_path.glob("*.pid")]
    assert pids and all(gone(pid) for pid in pids)


def test_an_answer_that_cannot_be_pickled_is_told_as_an_error():
    with pytest.raises(RuntimeError, match="could not be sent back"):
        run_forked(lambda k: (lambda: k), range(2), 1, 1, lambda r: None)


def test_no_fork_while_another_thread_runs(monkeypatch):
    monkeypatch.setattr(forks.threading, "active_count", lambda: 1)
    assert fork_safe()
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        monkeypatch.undo()
        assert not fork_safe()
    finally:
        stop.set()
        thread.join()


def test_a_worker_imports_nothing_on_its_way_to_its_first_task():
    """A worker's start is on the way to the first results: it needs no module its parent did not
    hold (the `pickle` module around the C pickler, and `traceback`, took milliseconds)."""
    import subprocess
    import sys

    code = ("import sys\nfrom rulerun.interpreter.forks import run_forked\nseen = []\n"
            "run_forked(lambda task: sorted(m for m in ('pickle', 'traceback') if m in sys.modules), [1], 1, 1,"
            " seen.append)\nprint(seen)\n")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "[[]]"

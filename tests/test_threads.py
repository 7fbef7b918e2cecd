"""One Memory shared by threads: no acknowledged write is lost, readers never see a half-made change."""

import threading
from collections.abc import Callable

from c0lab import Memory


def test_four_writer_threads_and_a_reader_lose_nothing(tmp_path):
    folder = tmp_path / "memory"
    mem = Memory.open(folder, embedder=None)
    mem.add_concept("Hub", "the centre")
    per_thread, errors, acknowledged, reads = 60, [], [], []
    lock = threading.Lock()
    done = threading.Event()

    def write(number: int) -> None:
        try:
            for item in range(per_thread):
                name = f"w{number}x{item:03d}zq"
                mem.add_concept(name, f"written by thread {number}", force=True)
                mem.relate(name, "PART_OF", "Hub")
                mem.add_episode(f"thread {number} said {item}", id=f"{number}-{item}")
                with lock:
                    acknowledged.append(name)
        except Exception as error:  # any failure is the finding
            errors.append(repr(error))

    def read() -> None:
        try:
            while not done.is_set():
                with mem.lock:  # two calls seen as one moment
                    frame = mem.neighbours("Hub")
                    status = mem.status()
                reads.append((len(frame), status["concepts"]))
                mem.search("written by thread", k=3)
        except Exception as error:
            errors.append(repr(error))

    writers = [threading.Thread(target=write, args=(number,)) for number in range(4)]
    reader = threading.Thread(target=read)
    reader.start()
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    done.set()
    reader.join()
    mem.close()
    assert errors == []
    assert len(acknowledged) == 4 * per_thread and reads
    # each writer may be between its add_concept and its relate: at most 4 concepts not yet related
    assert all(0 <= concepts - related - 1 <= 4 for related, concepts in reads)
    with Memory.open(folder, embedder=None, read_only=True) as again:
        assert len(again.neighbours("Hub")) == 4 * per_thread
        assert len(again.episodes()) == 4 * per_thread
        for name in acknowledged:
            again.concept(name)


def test_a_batch_holds_other_threads_back(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        started, seen = threading.Event(), []

        def other() -> None:
            started.set()
            seen.append(mem.status()["concepts"])

        with mem.batch():
            mem.add_concept("Alpha", "a")
            thread = threading.Thread(target=other)
            thread.start()
            started.wait()
            thread.join(timeout=0.3)
            assert thread.is_alive()  # it waits for the batch
            mem.add_concept("Beta", "b")
        thread.join()
        assert seen == [2]


def test_the_families_hold_the_lock_themselves(tmp_path):
    """``mem.analytics``, ``mem.upkeep`` and ``mem.reflector`` are their own classes and wait for the lock."""
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Alpha", "a")
        calls = [mem.analytics.pagerank, mem.upkeep.orphans, mem.reflector.status]
        for call in calls:
            started, done = threading.Event(), threading.Event()

            def other(call: Callable[[], object], started: threading.Event, done: threading.Event) -> None:
                started.set()
                call()
                done.set()

            with mem.lock:
                thread = threading.Thread(target=other, args=(call, started, done))
                thread.start()
                started.wait()
                assert not done.wait(0.2), call  # it waits for the lock
            thread.join()
            assert done.is_set()

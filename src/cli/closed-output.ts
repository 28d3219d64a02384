/**
 * `fix-loop verify | head -1`: once the reader has gone, a write to stdout fails with EPIPE, and
 * Node raises it as an uncaught error unless the stream has a listener. The run goes on without
 * that output, so results.json is still written and the exit code still says how the tests went.
 */
export function keepRunningWhenOutputCloses(
  streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
      stream.write = () => true;
    });
  }
}

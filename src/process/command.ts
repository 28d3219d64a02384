/** A command line run through `/bin/sh -c`, or a file run directly with its arguments. */
export type Command = string | { file: string; args?: readonly string[] };

export interface SpawnTarget {
  file: string;
  args: string[];
}

export function toSpawnTarget(command: Command): SpawnTarget {
  if (typeof command === "string") return { file: "/bin/sh", args: ["-c", command] };
  return { file: command.file, args: [...(command.args ?? [])] };
}

/** How a command reads in messages. */
export function describeCommand(command: Command): string {
  if (typeof command === "string") return command;
  return [command.file, ...(command.args ?? [])].join(" ");
}

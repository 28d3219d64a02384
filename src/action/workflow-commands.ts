/**
 * The runner reads any log line that starts with `::` as a workflow command (`::add-mask::`,
 * `::error::`, `::stop-commands::`), and the Action logs text it does not control: test titles,
 * decisive lines, service output. A zero-width space between the two colons leaves the line
 * readable and inert. @actions/core escapes the data of the commands it writes itself; only plain
 * log lines need this.
 */
export function defuseWorkflowCommands(text: string): string {
  return text.replace(/^(\s*):(?=:)/gm, "$1:\u200b");
}

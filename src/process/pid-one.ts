/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: the script is shell, whose ${...} is its own */
/**
 * The first process of an attempt's PID namespace, run as root inside it (`unshare --pid --fork
 * --kill-child --mount-proc`): it lays the agent's copy over the checkout's path (in the
 * namespace's own mount table, so only its processes see it; with the read-only dependency
 * folders bound inside the copy), starts the command (which drops to
 * the agent user), reaps what is orphaned to it, and once the command is over writes what still
 * runs in the namespace (frozen first) to the report file; a TERM (timeout, abort) ends the
 * command the same way, the command itself listed too. Its exit ends the namespace: the kernel kills every
 * process left in it at once, however it forked, whatever session or environment it made.
 *
 * Arguments: the report file ("" for none), the copy and the path to lay it on ("" for none),
 * then the command.
 */
export const PID_ONE_SCRIPT = [
  "report=$1 copy=$2 at=$3; shift 3; here=$(pwd -P); stopped=",
  'if [ -n "$copy" ]; then mount --rbind "$copy" "$at" || exit 125; fi',
  // The cwd was taken before the mount: enter it again by path, through the copy.
  'cd "$here" || exit 125',
  "exec 4<&0",
  '"$@" <&4 4<&- &',
  "child=$!",
  "exec 4<&-",
  // Signals from outside reach this process only through a handler. With a report to write
  // (a timeout, an abort) everything ends now, frozen and listed first, the command included;
  // without one (a service being stopped) the command is asked to end and waited for.
  'stop() { stopped=$1; [ -n "$report" ] || kill -TERM "$child" 2>/dev/null; }',
  "trap 'stop 143' TERM; trap 'stop 130' INT; trap 'stop 129' HUP",
  "while :; do",
  '  wait "$child"; code=$?',
  '  [ -n "$stopped" ] && [ -n "$report" ] && code=$stopped && break',
  '  kill -0 "$child" 2>/dev/null || break',
  "done",
  'if [ -n "$report" ]; then',
  // Freeze the namespace first (kill -1 from its pid 1 reaches all of it at once): a process
  // that forks and exits in a loop would otherwise be gone from each listing it is found in.
  "  kill -s STOP -- -1 2>/dev/null",
  "  set -- /proc/[0-9]*",
  '  for p in "$@"; do',
  '    [ "${p#/proc/}" = 1 ] && continue',
  '    args=$(tr "\\000" " " < "$p/cmdline" 2>/dev/null)',
  '    [ -n "$args" ] && printf "%s\\t%s\\n" "${p#/proc/}" "${args% }"',
  '  done > "$report.part" && mv "$report.part" "$report"',
  "fi",
  'exit "$code"',
].join("\n");

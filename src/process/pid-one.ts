/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: the script is shell, whose ${...} is its own */
import { SYSTEM_FOLDERS } from "./system-program.js";

/** The first process's $0: what its command line says it is (stop-command.ts reads it). */
export const PID_ONE_NAME = "fix-loop-pid-one";

/**
 * What the command runs through once setpriv has made it the agent user: the environment the
 * first process kept from root's own programs (`export -p`, on fd 3), then the command itself.
 */
export const ENV_SHIM = 'eval "$(cat <&3)"; exec 3<&-; exec "$@"';

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
 * Confinement, before anything of the agent runs: it joins the agent's cgroups (limits.ts; it
 * leaves them for their parents before its report, which forks), and
 * gives the namespace a fresh tmpfs at /tmp, /var/tmp and /dev/shm; the copy (perhaps kept in
 * /dev/shm) is held open first and laid over the checkout's path after. Into each it binds back what was there that the
 * agent may enter or read but not write at the top (the checkout's folders, its HOME, fix-loop's
 * shared folders): it can create nothing in the real temp folders, so nothing it writes there
 * outlives the namespace. World-writable folders (/tmp/.X11-unix, a folder another step left),
 * links, and what it could not enter anyway stay out. The report's folder stays open as fd 6.
 * The user's HOME gets a fresh tmpfs of its own too, with only the git settings fix-loop writes
 * there: what one attempt leaves in ~ (Claude Code's settings, a planted rc file) never reaches
 * the next attempt, a test run, or a service.
 *
 * Arguments: the report file ("" for none), the copy and the path to lay it on ("" for none),
 * the private temp's size, the cgroup folders to join (":" between them), the HOME to make
 * fresh ("" for none), the command's RLIMIT_NPROC ("" for none), then the command (which drops
 * to the agent user), started with umask 002.
 */
export const PID_ONE_SCRIPT = [
  // This process is root, and the command's environment may name what the agent writes (a
  // project's bin/ or .venv/bin on PATH, a library on LD_LIBRARY_PATH: its copy here). What
  // root runs here gets none of it, only the system's folders on PATH, setpriv included; the
  // command gets it back from ENV_SHIM, already as the agent user, through fd 3 (never on a
  // command line, which any process may read). Kept first, before the script sets a name.
  "fix_loop_env=$(export -p)",
  // A line of a value that reads "export a-b=..." names no variable: unset would end the shell.
  "while IFS= read -r line; do case $line in 'export '*=*) name=${line#export }; name=${name%%=*}",
  '  case $name in fix_loop_env | "" | [0-9]* | *[!A-Za-z0-9_]*) ;; *) unset "$name" ;; esac ;; esac',
  "done <<FIX_LOOP_ENV",
  "$fix_loop_env",
  "FIX_LOOP_ENV",
  `PATH=${SYSTEM_FOLDERS.join(":")}; export PATH`,
  "report=$1 copy=$2 at=$3 temp=$4 cgroups=$5 home=$6 nproc=$7; shift 7; here=$(pwd -P); stopped= child=",
  // Signals from outside reach this process only through a handler. With a report to write
  // (a timeout, an abort) everything ends now, frozen and listed first, the command included;
  // without one (a service being stopped) the command is asked to end and waited for.
  'stop() { stopped=$1; [ -n "$report" ] || [ -z "$child" ] || kill -TERM "$child" 2>/dev/null; }',
  "trap 'stop 143' TERM; trap 'stop 130' INT; trap 'stop 129' HUP",
  // -- confinement: cgroups, private temp, then the copy --
  'IFS=:; for cg in $cgroups; do echo $$ > "$cg/cgroup.procs" || exit 125; done; unset IFS',
  // The copy is held open (fd 7) and laid after the private temps, which may cover it and its path.
  'if [ -n "$copy" ]; then exec 7< "$copy" || exit 125; fi',
  // The report's folder stays reachable (fd 6) under a private temp; the command never gets it.
  'if [ -n "$report" ]; then exec 6< "${report%/*}" || exit 125; report=/proc/$$/fd/6/${report##*/}; fi',
  "size=${temp%%:*} uid=${temp#*:}; gid=${uid#*:} uid=${uid%:*}",
  // Each temp folder is held open (/tmp on fd 5, /var/tmp on 8, /dev/shm on 9), then covered by a
  // tmpfs: the first by a mount of its own, which holds the mount lists; the others (each name
  // unique, so that mount never skips one as a tmpfs already there) by one `mount -a` with what
  // is bound back. What the agent could enter or read and not write at the top (no link, no
  // other's 1777, no name a mount table cannot hold) is bound back, found by one find: folders
  // made by mount (X-mount.mkdir), files made here, those of the other temps once their tmpfs is
  // there. An entry gone meanwhile (another process's temp folder) is left out, by find and by
  // mount alike; a temp still its old folder after the mount ends the namespace.
  "private_temps() {",
  "  read -r id < /proc/sys/kernel/random/uuid || return 1; first= starts= mounts= covered= later=",
  "  for spec in 5:/tmp 8:/var/tmp 9:/dev/shm; do",
  '    fd=${spec%%:*} t=${spec#*:}; [ -d "$t" ] && [ ! -L "$t" ] || continue',
  '    eval "exec $fd<\\"\\$t\\"" || return 1; starts="$starts /proc/$$/fd/$fd/"',
  '    if [ -z "$first" ]; then',
  '      first=$t; mount -t tmpfs -o "nosuid,nodev,mode=1777,size=$size" fix-loop-temp "$t" || return 1',
  '    else covered="$covered $fd:$t" mounts="${mounts}fix-loop-temp-$id-$fd $t tmpfs nosuid,nodev,mode=1777,size=$size 0 0',
  '"; fi',
  "  done",
  '  [ -n "$first" ] || return 0; b=$first/.fix-loop-mounts',
  '  find $starts -mindepth 1 -maxdepth 1 ! -name "*[[:space:]\\\\]*" ! -perm -0002 \\( -user "$uid" -o -group "$gid" \\',
  '    -o -type d -perm -0001 -o -type f -perm -0004 \\) \\( -type d -printf "d %H %f\\n" -o -type f -printf "f %H %f\\n" \\) > "$b" 2>/dev/null',
  "  while read -r y h f; do",
  "    case $h in */5/) t=/tmp ;; */8/) t=/var/tmp ;; *) t=/dev/shm ;; esac",
  '    if [ "$y" = d ]; then mounts="$mounts$h$f $t/$f none rbind,X-mount.mkdir 0 0',
  '"',
  '    elif [ "$t" != "$first" ]; then later="$later$h$f $t/$f none rbind 0 0',
  '"',
  '    elif : > "$t/$f" 2>/dev/null; then mounts="$mounts$h$f $t/$f none rbind 0 0',
  '"; fi',
  '  done < "$b"',
  '  printf %s "$mounts" > "$b"; [ -z "$mounts" ] || mount -a -c -T "$b" 2>/dev/null',
  '  for c in $covered; do [ ! "${c#*:}" -ef "/proc/$$/fd/${c%%:*}" ] || return 1; done',
  '  if [ -n "$later" ]; then',
  '    printf %s "$later" > "$b"; mounts=',
  '    while read -r h t o; do : > "$t" 2>/dev/null && mounts="$mounts$h $t $o',
  '"; done < "$b"',
  '    printf %s "$mounts" > "$b"; [ -z "$mounts" ] || mount -a -c -T "$b" 2>/dev/null',
  "  fi",
  '  rm -f "$b"; exec 5<&- 8<&- 9<&-',
  "}",
  'if [ -n "$temp" ]; then private_temps || exit 125; fi',
  // A fresh HOME, made before anything of the agent runs in this namespace (never a link).
  'if [ -n "$home" ] && [ -d "$home" ]; then',
  '  [ ! -L "$home" ] || exit 125',
  '  mount -t tmpfs -o "nosuid,nodev,mode=0700,uid=$uid,gid=$gid,size=$size" fix-loop-home "$home" || exit 125',
  '  printf "[safe]\\n\\tdirectory = *\\n" > "$home/.gitconfig" && chown "$uid:$gid" "$home/.gitconfig" || exit 125',
  "fi",
  'if [ -n "$copy" ]; then',
  '  [ -d "$at" ] || mkdir -p "$at"; mount --rbind -c "/proc/$$/fd/7" "$at" || exit 125; exec 7<&-',
  "fi",
  // -- end of confinement; a signal during it ends the namespace before the command starts --
  '[ -z "$stopped" ] || exit "$stopped"',
  // The cwd was taken before the mount: enter it again by path, through the copy.
  'cd "$here" || exit 125',
  "exec 4<&0",
  // The command's own caps, which setpriv passes on: RLIMIT_NPROC ("" for none), and umask 002.
  '( [ -z "$nproc" ] || ulimit -p "$nproc" || exit 125; umask 002',
  '  program=$(command -v "$1") || exit 127; shift; exec "$program" "$@" 3<<FIX_LOOP_ENV',
  "$fix_loop_env",
  "FIX_LOOP_ENV",
  ") <&4 4<&- 6<&- &",
  "child=$!",
  "exec 4<&-",
  "while :; do",
  '  wait "$child"; code=$?',
  '  [ -n "$stopped" ] && [ -n "$report" ] && code=$stopped && break',
  '  kill -0 "$child" 2>/dev/null || break',
  "done",
  'if [ -n "$report" ]; then',
  // Out of the agent's caps first: the listing forks, and what the agent left may hold every pid
  // they allow (a loop that refills them, zombies orphaned to this process and not reaped yet).
  '  IFS=:; for cg in $cgroups; do echo $$ > "${cg%/*}/cgroup.procs"; done 2>/dev/null; unset IFS',
  // Freeze the namespace first (kill -1 from its pid 1 reaches all of it at once): a process
  // that forks and exits in a loop would otherwise be gone from each listing it is found in.
  "  kill -s STOP -- -1 2>/dev/null",
  // Only this process left (the usual end): nothing to report, no file written.
  '  set -- /proc/[0-9]*; [ "$#" -gt 1 ] || exit "$code"',
  // At most 1 MiB (2,048 blocks of 512 bytes): the agent's leftovers may carry megabytes of
  // arguments each, which root would write into fix-loop's temp folder and fix-loop read back.
  // A write past it fails (SIGXFSZ ignored), the rest of the list is lost, the report stays.
  '  ( trap "" XFSZ; ulimit -f 2048',
  '  for p in "$@"; do',
  '    [ "${p#/proc/}" = 1 ] && continue',
  // One fork a process, tr's, writing straight to the report: NULs and newlines become spaces
  // (an argument cannot start a line of its own), and drainEnded drops a line with no command
  // (a zombie, or a process gone meanwhile).
  '    printf "%s\\t" "${p#/proc/}"; tr "\\000\\n" "  " < "$p/cmdline" 2>/dev/null; echo',
  '  done ) > "$report.part" 2>/dev/null; mv "$report.part" "$report" 2>/dev/null',
  "fi",
  'exit "$code"',
].join("\n");

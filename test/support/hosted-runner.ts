import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A GitHub-hosted runner's layout, made on this machine (which runs the tests as root): the
 * step's user is not root, has passwordless sudo, and its primary group owns a socket that is
 * root on the machine (`docker.sock`, `root:docker 0660`). Here the group is a fresh one and the
 * socket a `root:<group> 0660` file holding a secret: whoever opens it holds the runner's group.
 */
export interface HostedRunner {
  name: string;
  uid: number;
  /** The runner's primary group: docker's stand-in. */
  gid: number;
  group: string;
  home: string;
  /** The docker.sock stand-in, `root:<group> 0660`, and the secret in it. */
  socket: string;
  secret: string;
  /** The command line that runs `file args` as the runner, with its groups, as a step does. */
  command(file: string, args: readonly string[]): { file: string; args: string[] };
  /** Gives files and folders (recursively) to the runner, as a checkout is the step's own. */
  own(...paths: string[]): void;
  remove(): void;
}

/** True where a hosted runner can be laid out: root, with sudo, setpriv and useradd. */
export const canLayOutRunner: boolean = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("sudo", ["-n", "true"], { stdio: "ignore" });
    execFileSync("setpriv", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

export function layOutHostedRunner(): HostedRunner {
  const tag = randomBytes(4).toString("hex");
  const name = `fix-loop-runner-${tag}`;
  const group = `fix-loop-docker-${tag}`;
  const home = mkdtempSync(path.join(tmpdir(), `${name}-home-`));
  const sudoers = path.join("/etc/sudoers.d", name);
  execFileSync("groupadd", [group]);
  execFileSync("useradd", ["--home-dir", home, "--no-create-home", "--gid", group, name]);
  const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }));
  writeFileSync(sudoers, `${name} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
  // As on a runner: a HOME of its own, closed to others.
  chownSync(home, uid, gid);
  chmodSync(home, 0o750);
  const socketFolder = mkdtempSync(path.join(tmpdir(), "fix-loop-docker-run-"));
  chmodSync(socketFolder, 0o755);
  const socket = path.join(socketFolder, "docker.sock");
  const secret = `root-by-docker-${tag}`;
  writeFileSync(socket, `${secret}\n`, { mode: 0o660 });
  chownSync(socket, 0, gid);
  return {
    name,
    uid,
    gid,
    group,
    home,
    socket,
    secret,
    command: (file, args) => ({
      file: "setpriv",
      args: ["--reuid", String(uid), "--regid", String(gid), "--init-groups", "--", file, ...args],
    }),
    own: (...paths) => {
      for (const target of paths) execFileSync("chown", ["-R", `${uid}:${gid}`, target]);
    },
    remove: () => {
      rmSync(sudoers, { force: true });
      rmSync(home, { recursive: true, force: true });
      rmSync(socketFolder, { recursive: true, force: true });
      // What a failed run left running as the runner (its own processes only) goes first.
      const asRunner = ["--reuid", String(uid), "--regid", String(gid), "--clear-groups"];
      spawnSync("setpriv", [...asRunner, "kill", "-9", "-1"], { stdio: "ignore" });
      spawnSync("userdel", [name], { stdio: "ignore" });
      spawnSync("groupdel", [group], { stdio: "ignore" });
    },
  };
}

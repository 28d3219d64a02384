import type {
  ArtifactRecord,
  CommentRecord,
  FakeState,
  IssueRecord,
  LabelRecord,
  PullRecord,
  ReactionRecord,
  RepoRecord,
  RunRecord,
  UserRecord,
  WorkflowRecord,
} from "./state.js";

/**
 * JSON as the REST API (and webhook payloads) shape each resource: the fields Octokit users
 * read, with the same names and types. `base` is the fake's URL, used for url and html_url.
 */

export function userJson(user: UserRecord, base: string) {
  return {
    login: user.login,
    id: user.id,
    node_id: `U_${user.id}`,
    type: user.type,
    site_admin: false,
    url: `${base}/users/${encodeURIComponent(user.login)}`,
    html_url: `${base}/${encodeURIComponent(user.login)}`,
  };
}

export function repoJson(state: FakeState, repo: RepoRecord, base: string) {
  return {
    id: repo.id,
    node_id: `R_${repo.id}`,
    name: repo.name,
    full_name: repo.fullName,
    private: repo.private,
    visibility: repo.private ? "private" : "public",
    fork: false,
    archived: false,
    disabled: false,
    owner: { ...userJson(state.user(repo.owner), base), type: "Organization" },
    default_branch: repo.defaultBranch,
    pushed_at: repo.pushedAt,
    url: `${base}/repos/${repo.fullName}`,
    html_url: `${base}/${repo.fullName}`,
    clone_url: `${base}/${repo.fullName}.git`,
  };
}

/** A repository we only know by name (the head of a fork's pull request). */
function foreignRepoJson(state: FakeState, fullName: string, base: string) {
  const [owner = "", name = ""] = fullName.split("/");
  return {
    id: 0,
    node_id: "R_0",
    name,
    full_name: fullName,
    private: false,
    fork: true,
    owner: userJson(state.user(owner), base),
    url: `${base}/repos/${fullName}`,
    html_url: `${base}/${fullName}`,
  };
}

export function labelJson(label: LabelRecord, repo: RepoRecord, base: string) {
  return {
    id: label.id,
    node_id: `LA_${label.id}`,
    name: label.name,
    color: label.color,
    description: label.description,
    default: false,
    url: `${base}/repos/${repo.fullName}/labels/${encodeURIComponent(label.name)}`,
  };
}

export function issueLabelsJson(repo: RepoRecord, issue: IssueRecord, base: string) {
  return issue.labels.flatMap((name) => {
    const label = repo.labels.get(name.toLowerCase());
    return label ? [labelJson(label, repo, base)] : [];
  });
}

export function issueJson(repo: RepoRecord, issue: IssueRecord, base: string) {
  const kind = issue.isPullRequest ? "pull" : "issues";
  const comments = [...repo.comments.values()].filter((c) => c.issueNumber === issue.number);
  return {
    id: issue.id,
    node_id: `I_${issue.id}`,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    locked: false,
    labels: issueLabelsJson(repo, issue, base),
    user: userJson(issue.user, base),
    assignees: [],
    comments: comments.length,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    author_association: repo.collaborators.has(issue.user.login) ? "COLLABORATOR" : "NONE",
    url: `${base}/repos/${repo.fullName}/issues/${issue.number}`,
    html_url: `${base}/${repo.fullName}/${kind}/${issue.number}`,
    repository_url: `${base}/repos/${repo.fullName}`,
    ...(issue.isPullRequest
      ? {
          pull_request: {
            url: `${base}/repos/${repo.fullName}/pulls/${issue.number}`,
            html_url: `${base}/${repo.fullName}/pull/${issue.number}`,
          },
        }
      : {}),
  };
}

export function pullJson(
  state: FakeState,
  repo: RepoRecord,
  pull: PullRecord,
  issue: IssueRecord,
  base: string,
) {
  const sameRepo = pull.headRepo.toLowerCase() === repo.fullName.toLowerCase();
  const headRepo = sameRepo
    ? repoJson(state, repo, base)
    : foreignRepoJson(state, pull.headRepo, base);
  const headOwner = pull.headRepo.split("/")[0] ?? repo.owner;
  return {
    id: issue.id,
    node_id: `PR_${issue.id}`,
    number: pull.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    locked: false,
    draft: pull.draft,
    merged: pull.merged,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeCommitSha,
    mergeable: null,
    labels: issueLabelsJson(repo, issue, base),
    user: userJson(issue.user, base),
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    author_association: repo.collaborators.has(issue.user.login) ? "COLLABORATOR" : "NONE",
    head: {
      label: `${headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      user: userJson(state.user(headOwner), base),
      repo: headRepo,
    },
    base: {
      label: `${repo.owner}:${pull.baseRef}`,
      ref: pull.baseRef,
      sha: pull.baseSha,
      user: userJson(state.user(repo.owner), base),
      repo: repoJson(state, repo, base),
    },
    url: `${base}/repos/${repo.fullName}/pulls/${pull.number}`,
    html_url: `${base}/${repo.fullName}/pull/${pull.number}`,
    issue_url: `${base}/repos/${repo.fullName}/issues/${pull.number}`,
  };
}

const REACTION_CONTENTS = ["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"];

export function reactionJson(reaction: ReactionRecord, base: string) {
  return {
    id: reaction.id,
    node_id: `REA_${reaction.id}`,
    content: reaction.content,
    user: userJson(reaction.user, base),
    created_at: reaction.createdAt,
  };
}

export function commentJson(repo: RepoRecord, comment: CommentRecord, base: string) {
  const issue = repo.issues.get(comment.issueNumber);
  const kind = issue?.isPullRequest ? "pull" : "issues";
  const rollup: Record<string, number | string> = {
    url: `${base}/repos/${repo.fullName}/issues/comments/${comment.id}/reactions`,
    total_count: comment.reactions.length,
  };
  for (const content of REACTION_CONTENTS) {
    rollup[content] = comment.reactions.filter((r) => r.content === content).length;
  }
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    body: comment.body,
    user: userJson(comment.user, base),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: repo.collaborators.has(comment.user.login) ? "COLLABORATOR" : "NONE",
    url: `${base}/repos/${repo.fullName}/issues/comments/${comment.id}`,
    html_url: `${base}/${repo.fullName}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${base}/repos/${repo.fullName}/issues/${comment.issueNumber}`,
    reactions: rollup,
  };
}

export function workflowJson(repo: RepoRecord, workflow: WorkflowRecord, base: string) {
  return {
    id: workflow.id,
    node_id: `W_${workflow.id}`,
    name: workflow.name,
    path: `.github/workflows/${workflow.file}`,
    state: "active",
    url: `${base}/repos/${repo.fullName}/actions/workflows/${workflow.id}`,
    html_url: `${base}/${repo.fullName}/blob/${repo.defaultBranch}/.github/workflows/${workflow.file}`,
  };
}

export function runJson(state: FakeState, repo: RepoRecord, run: RunRecord, base: string) {
  const workflow = repo.workflows.get(run.workflowId);
  const repository = repoJson(state, repo, base);
  return {
    id: run.id,
    node_id: `WFR_${run.id}`,
    name: run.name,
    display_title: run.name,
    path: `.github/workflows/${workflow?.file ?? "unknown.yml"}`,
    workflow_id: run.workflowId,
    head_branch: run.headBranch,
    head_sha: run.headSha,
    run_number: run.runNumber,
    run_attempt: run.runAttempt,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    run_started_at: run.createdAt,
    actor: userJson(state.user("octocat"), base),
    triggering_actor: userJson(state.user("octocat"), base),
    pull_requests: run.pullRequests.flatMap((number) => {
      const pull = repo.pulls.get(number);
      if (!pull) return [];
      return [
        {
          id: repo.issues.get(number)?.id ?? 0,
          number,
          url: `${base}/repos/${repo.fullName}/pulls/${number}`,
          head: {
            ref: pull.headRef,
            sha: pull.headSha,
            repo: { id: repo.id, name: repo.name, url: repository.url },
          },
          base: {
            ref: pull.baseRef,
            sha: pull.baseSha,
            repo: { id: repo.id, name: repo.name, url: repository.url },
          },
        },
      ];
    }),
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha,
      message: "commit",
      timestamp: run.createdAt,
    },
    repository,
    head_repository: repository,
    url: `${base}/repos/${repo.fullName}/actions/runs/${run.id}`,
    html_url: `${base}/${repo.fullName}/actions/runs/${run.id}`,
    artifacts_url: `${base}/repos/${repo.fullName}/actions/runs/${run.id}/artifacts`,
    workflow_url: `${base}/repos/${repo.fullName}/actions/workflows/${run.workflowId}`,
  };
}

export function artifactJson(repo: RepoRecord, artifact: ArtifactRecord, base: string) {
  const run = repo.runs.get(artifact.runId);
  const expires = new Date(Date.parse(artifact.createdAt) + 90 * 86_400_000).toISOString();
  return {
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.zip.byteLength,
    url: `${base}/repos/${repo.fullName}/actions/artifacts/${artifact.id}`,
    archive_download_url: `${base}/repos/${repo.fullName}/actions/artifacts/${artifact.id}/zip`,
    expired: artifact.expired,
    digest: null,
    created_at: artifact.createdAt,
    updated_at: artifact.createdAt,
    expires_at: expires,
    workflow_run: run
      ? {
          id: run.id,
          repository_id: repo.id,
          head_repository_id: repo.id,
          head_branch: run.headBranch,
          head_sha: run.headSha,
        }
      : null,
  };
}

export {
  type AgentUser,
  AgentUserError,
  createAgentUser,
  existingAgentUser,
  releaseAgentUser,
} from "./agent-user.js";
export { type AgentUserChoice, chooseAgentUser, withAgentUser } from "./choose.js";
export { handTreeTo, shareFolder } from "./hand-over.js";
export { removeStaleAgentUsers } from "./stale-users.js";

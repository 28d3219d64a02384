import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/github/repository.ts
function parseRepository(fullName) {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(fullName.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`"${fullName}" is not a repository; expected "owner/name"`);
  return { owner: match[1], repo: match[2] };
}

export {
  parseRepository
};

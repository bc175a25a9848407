import type { Db } from '@roadshow/db/client';
import { createLoginAttemptRepository } from './login-attempt-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSmsRepository } from './sms-repository.ts';
import { createUserRepository } from './user-repository.ts';
import { createVerificationRepository } from './verification-repository.ts';

export function createIdentityRepositories(db: Db) {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    sms: createSmsRepository(db),
    loginAttempts: createLoginAttemptRepository(db),
    verifications: createVerificationRepository(db),
  };
}

export type IdentityRepositories = ReturnType<typeof createIdentityRepositories>;

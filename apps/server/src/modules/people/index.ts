/** The people module's public entry: what other modules may use of it. */
export { peopleModule } from './people.module.ts';
export { createPeople, type NewPerson } from './people.service.ts';
export { idsByUsername } from './people.repo.ts';
export { seedDemoStaff } from './people.seed.ts';
export { AdminCreateError, adminFromEnvironment, createAdministrator, type AdminLink } from './first-admin.ts';

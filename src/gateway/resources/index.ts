/** Every resource of the gateway; schema.ts and cache.ts merge them. */
import type { GatewayResource } from '../resource';
import { addedServices } from './added-services';
import { agents } from './agents';
import { branches } from './branches';
import { calendar } from './calendar';
import { customers } from './customers';
import { globalSearch } from './global-search';
import { holidays } from './holidays';
import { partners } from './partners';
import { profile } from './profile';
import { projects } from './projects';
import { projectView } from './project-view';
import { roles } from './roles';
import { services } from './services';
import { softwares } from './softwares';
import { users } from './users';

export const RESOURCES: readonly GatewayResource[] = [roles, holidays, customers, users, branches, profile, services, addedServices, softwares, partners, agents, calendar, globalSearch, projects, projectView];

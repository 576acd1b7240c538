/** Every resource of the gateway; schema.ts and cache.ts merge them. */
import type { GatewayResource } from '../resource';
import { addedServices } from './added-services';
import { agents } from './agents';
import { analytics } from './analytics';
import { branches } from './branches';
import { bulk } from './bulk';
import { calendar } from './calendar';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { globalSearch } from './global-search';
import { holidays } from './holidays';
import { invoices } from './invoices';
import { partners } from './partners';
import { playbook } from './playbook';
import { profile } from './profile';
import { projects } from './projects';
import { projectView } from './project-view';
import { reports } from './reports';
import { reviews } from './reviews';
import { roles } from './roles';
import { savedViews } from './saved-views';
import { services } from './services';
import { softwares } from './softwares';
import { storage } from './storage';
import { users } from './users';

export const RESOURCES: readonly GatewayResource[] = [roles, holidays, customers, users, branches, profile, services, addedServices, softwares, partners, agents, calendar, globalSearch, projects, projectView, reports, analytics, playbook, reviews, invoices, dashboard, storage, savedViews, bulk];

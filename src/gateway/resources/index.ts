/** Every resource of the gateway; schema.ts and cache.ts merge them. */
import type { GatewayResource } from '../resource';
import { roles } from './roles';

export const RESOURCES: readonly GatewayResource[] = [roles];

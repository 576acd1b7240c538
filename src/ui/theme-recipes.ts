/**
 * Recipes that join the portal's one Chakra system (theme.ts) when the chunk that uses them loads,
 * so /login's JavaScript carries only the public screens' recipes (ADR 0190, 0220). Chakra's system
 * reads recipes from its config when a component first asks for one, so a recipe added before its
 * first use styles like one given to `createSystem`.
 */
import type { SystemContext } from '@chakra-ui/react';

type Recipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['slotRecipes']>;

/** Adds recipes to a system built from theme.ts's config (its own theme objects, made by createSystem's merge). */
export function addRecipes(target: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes = {}): void {
  const theme = (target._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}

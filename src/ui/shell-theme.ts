/**
 * The recipes only the shell and its screens use, so they load with the signed-in chunk rather than
 * with /login. They are added to the portal's one Chakra system (theme.ts) when this module loads,
 * rather than building a second system for the shell (ADR 0190): building one costs the signed-in
 * start-up a token dictionary and a second copy of the global and token CSS, though the two differ
 * only in recipes, which the system reads from its config when a component first asks for one. Add a
 * recipe here when a screen starts using a component that renders unstyled.
 */
import {
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { SystemContext } from '@chakra-ui/react';
import { system } from './theme';

const SHELL_RECIPES = { badge: badgeRecipe, separator: separatorRecipe, textarea: textareaRecipe };
const SHELL_SLOT_RECIPES = {
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Adds the shell's recipes to a system built from theme.ts's config (its own theme objects, made by createSystem's merge). */
export function addShellRecipes(target: SystemContext): void {
  const theme = (target._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, SHELL_RECIPES);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, SHELL_SLOT_RECIPES);
}

addShellRecipes(system);

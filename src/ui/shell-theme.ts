/**
 * The recipes only the shell and its screens use, so they load with the signed-in chunk rather than
 * with /login. They are added to the portal's one Chakra system (theme.ts) when this module loads,
 * rather than building a second system for the shell (ADR 0190): building one costs the signed-in
 * start-up a token dictionary and a second copy of the global and token CSS, though the two differ
 * only in recipes, which the system reads from its config when a component first asks for one. Add a
 * recipe here when a screen starts using a component that renders unstyled.
 */
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skipNavLinkRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { portalSystem } from './theme';
import { addRecipes } from './theme-recipes';

/** Spec §9: "Modal transition 150 ms", for every dialog (Chakra's own is 100–400 ms by part and direction). */
const MODAL_TRANSITION = { animationDuration: '150ms' } as const;

function modalTransition(style: SystemStyleObject | undefined): SystemStyleObject {
  return { ...style, _open: { ...(style?._open as SystemStyleObject), ...MODAL_TRANSITION }, _closed: { ...(style?._closed as SystemStyleObject), ...MODAL_TRANSITION } };
}

const dialogRecipe: typeof dialogSlotRecipe = {
  ...dialogSlotRecipe,
  base: { ...dialogSlotRecipe.base, backdrop: modalTransition(dialogSlotRecipe.base?.backdrop), content: modalTransition(dialogSlotRecipe.base?.content) },
};

const SHELL_RECIPES = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  textarea: textareaRecipe,
};
const SHELL_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogRecipe,
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

/** Adds the shell's recipes to a system built from theme.ts's config. */
export function addShellRecipes(target: SystemContext): void {
  addRecipes(target, SHELL_RECIPES, SHELL_SLOT_RECIPES);
}

addShellRecipes(portalSystem());

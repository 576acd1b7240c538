/**
 * The signed-in app's Chakra system: the public system (theme.ts) plus the recipes only the shell and
 * its screens use, so they load with the signed-in chunk rather than with /login. Add a recipe here
 * when a screen starts using a component that renders unstyled.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
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
import { chakraTheme, portalTheme } from './theme';

const shellRecipes = defineConfig({
  theme: {
    recipes: { badge: badgeRecipe, separator: separatorRecipe, textarea: textareaRecipe },
    slotRecipes: {
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
    },
  },
});

export const shellSystem = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, shellRecipes, portalTheme));

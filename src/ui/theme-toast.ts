/**
 * The toast's recipe, added to the portal's system when the toast stack loads (with the first
 * toast), not with /login's entry (ADR 0220).
 */
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { portalSystem } from './theme';
import { addRecipes } from './theme-recipes';

addRecipes(portalSystem(), {}, { toast: toastSlotRecipe });

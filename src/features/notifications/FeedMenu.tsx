/**
 * A header dropdown of spec 2.4 (chats or notifications): the button with its unread badge, the recent
 * items (unread highlighted), "View All …", "Mark all read" (issue 16), "Clear All" (after a
 * confirmation: it cannot be undone), and for notifications the opt-in to desktop notifications. Opening an item marks it seen and opens
 * its project in a new tab.
 */
import { useState } from 'react';
import { Box, Button, chakra, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { badgeCount, type FeedActor, type FeedItem, type FeedKind } from '../../machines/realtime';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { ProfileAvatar } from '../shell/ProfileAvatar';
import { desktopOptedIn, desktopSupported, optInToDesktop } from './desktop';
import { badgeLabel, FEED_TEXTS, feedTime, projectPath, senderOf } from './feed-format';

const iconProps = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round', boxSize: '5', 'aria-hidden': true } as const;

export function BellIcon() {
  return (
    <chakra.svg {...iconProps}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </chakra.svg>
  );
}

export function ChatIcon() {
  return (
    <chakra.svg {...iconProps}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </chakra.svg>
  );
}

export function FeedMenu({ kind, feed }: { kind: FeedKind; feed: FeedActor }) {
  const [, navigate] = useLocation();
  const texts = FEED_TEXTS[kind];
  const items = useSelector(feed, (snapshot) => snapshot.context.items);
  const count = useSelector(feed, (snapshot) => badgeCount(snapshot.context));
  const [open, setOpen] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [optedIn, setOptedIn] = useState(desktopOptedIn);

  const openItem = (item: FeedItem) => {
    if (!item.seen) feed.send({ type: 'user.markSeen', id: item.id });
    const path = projectPath(item.project_id);
    if (path) window.open(path, '_blank', 'noopener');
  };

  return (
    <>
      {/* A popover (a dialog), not a menu: its entries carry several lines each, and the header keeps one
          menu button, the profile's. Its list is built when it opens, not on every push while closed. */}
      <Popover.Root
        lazyMount
        unmountOnExit
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open) feed.send({ type: 'user.open' });
        }}
        positioning={{ placement: 'bottom-end' }}
      >
        <Popover.Trigger asChild>
          <IconButton variant="ghost" aria-label={badgeLabel(texts.label, count)} position="relative" data-testid={`${kind}-button`}>
            {kind === 'notification' ? <BellIcon /> : <ChatIcon />}
            {count > 0 && (
              <Flex
                as="span"
                aria-hidden="true"
                data-testid={`${kind}-badge`}
                position="absolute"
                top="0.5"
                right="0.5"
                minW="4.5"
                h="4.5"
                px="1"
                align="center"
                justify="center"
                borderRadius="full"
                bg="red.700"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                lineHeight="1"
              >
                {count > 99 ? '99+' : count}
              </Flex>
            )}
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="sm" maxW="calc(100vw - 1rem)" aria-label={texts.label} borderWidth="1px" borderColor="border.muted" boxShadow="lg" overflow="hidden">
              <Flex px="3" py="2" justify="space-between" align="center" borderBottomWidth="1px" borderColor="border.muted">
                <Popover.Title fontWeight="semibold">{texts.label}</Popover.Title>
                <Text textStyle="xs" color="fg.muted">
                  {count} unread
                </Text>
              </Flex>
              <Box maxH="96" overflowY="auto">
                {items.length === 0 ? (
                  <Text px="3" py="6" textAlign="center" color="fg.muted" textStyle="sm">
                    {texts.empty}
                  </Text>
                ) : (
                  <chakra.ul listStyleType="none" m="0" p="0" aria-label={`Recent ${texts.label.toLowerCase()}`}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <chakra.button
                          type="button"
                          onClick={() => openItem(item)}
                          display="flex"
                          w="full"
                          textAlign="start"
                          alignItems="flex-start"
                          gap="3"
                          px="3"
                          py="2.5"
                          cursor="pointer"
                          bg={item.seen ? 'transparent' : 'brand.subtle'}
                          _hover={{ bg: 'bg.muted' }}
                          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
                          data-unread={item.seen ? undefined : ''}
                          data-testid={`${kind}-item`}
                        >
                          <ProfileAvatar name={senderOf(item)} imageUri={item.profile_image_uri} size="sm" />
                          <Stack gap="0.5" minW="0" flex="1">
                            <Text textStyle="sm" fontWeight={item.seen ? 'normal' : 'semibold'}>
                              {senderOf(item)}
                              {item.customer ? (
                                <Text as="span" color="fg.muted" fontWeight="normal">
                                  {' · '}
                                  {item.customer}
                                </Text>
                              ) : null}
                            </Text>
                            <Text textStyle="sm" lineClamp={2}>
                              {item.message}
                            </Text>
                            <Text textStyle="xs" color="fg.muted">
                              {feedTime(item.created_date)}
                              {item.seen ? '' : ' · unread'}
                            </Text>
                          </Stack>
                        </chakra.button>
                      </li>
                    ))}
                  </chakra.ul>
                )}
              </Box>
              <Flex px="2" py="2" gap="2" justify="space-between" borderTopWidth="1px" borderColor="border.muted" wrap="wrap">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    navigate(texts.path);
                  }}
                >
                  {texts.viewAll}
                </Button>
                <Flex gap="1">
                  <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => feed.send({ type: 'user.markAllRead' })}>
                    Mark all read
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    colorPalette="red"
                    disabled={items.length === 0}
                    onClick={() => {
                      // The popover closes first: two dialogs would fight over the focus.
                      setOpen(false);
                      setConfirmingClear(true);
                    }}
                  >
                    Clear All
                  </Button>
                </Flex>
              </Flex>
              {kind === 'notification' && desktopSupported() && !optedIn && (
                <Box px="2" pb="2">
                  <Button variant="outline" size="xs" w="full" onClick={() => void optInToDesktop().then(setOptedIn)}>
                    Enable desktop notifications
                  </Button>
                </Box>
              )}
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <ConfirmDialog
        open={confirmingClear}
        title={texts.clearTitle}
        confirmLabel="Clear All"
        busy={false}
        onConfirm={async () => {
          feed.send({ type: 'user.clearAll' });
          return null;
        }}
        onClose={() => setConfirmingClear(false)}
      >
        {texts.clearQuestion(items.length)}
      </ConfirmDialog>
    </>
  );
}

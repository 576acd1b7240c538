/**
 * The Dashboard (route `/`, spec §1) and the customer dashboard (`/customer-dashboard/{customerId}`,
 * the same cards for one customer). Only the cards the user's permissions allow are shown (the server
 * refuses the others with 403); each loads on its own, and the dashboard stays live: pushed
 * `record:changed` events refresh the affected cards, batched by the live machine, and charts update
 * in place.
 */
import { useMemo } from 'react';
import { Button, Flex, Grid, GridItem } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { projectReach, visibleCards, type DashboardCard } from '../../domain/dashboard-cards';
import { PageHeader } from '../../ui/PageHeader';
import { failureOf } from '../../gateway/failure';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCustomer } from '../customers/use-customer';
import { projectScope } from '../projects/project-scope';
import { DashboardCardView } from './cards';
import { DashboardHeader } from './FirstScreen';
import { useSkipOffscreenCards } from './skip-offscreen';
import { useAfterPaint } from './use-after-paint';
import { useCard } from './use-card';
import { CardRegistryContext, useDashboardLive } from './use-dashboard-live';

/** The cards in screen order, with how many of the grid's 6 columns each spans on wide screens. */
const LAYOUT: [DashboardCard, number][] = [
  ['countdetails', 6],
  ['projectdashboard', 4],
  ['projectstatus', 2],
  ['npschart', 4],
  ['latestreviews', 2],
  ['invoicegraph', 4],
  ['invoice', 2],
  ['topcustomers', 3],
  ['topbranches', 3],
  ['topbillings', 3],
  ['storagechart', 4],
  ['storageemailstatus', 2],
  ['userservice', 4],
  ['subscriptionchart', 2],
  ['partners', 2],
  ['customers', 2],
  ['agents', 2],
];

interface Props {
  /** The greeting's name; the signed-in user's when absent. */
  userName?: string;
  /** The customer dashboard's customer (route parameter); absent on `/`. */
  customerId?: string;
}

export default function DashboardScreen({ userName, customerId }: Props) {
  const { user, permissions } = useSession();
  const customer = customerId === undefined ? undefined : /^\d{1,10}$/.test(customerId) ? Number(customerId) : -1;
  useDocumentTitle(customer === undefined ? 'Dashboard' : 'Customer Dashboard');
  const billing = user?.billing_type ?? 'standard';
  const reach = projectReach(projectScope(user, permissions), customer !== undefined);
  const cards = useMemo(() => visibleCards(permissions, billing, reach), [permissions, billing, reach]);
  const registry = useDashboardLive(cards);

  if (customer !== undefined) {
    return (
      <CardRegistryContext.Provider value={registry}>
        <CustomerDashboardHeader customerId={customer} canViewCustomers={permissions.Customer?.view === true} />
        {customer > 0 ? <CustomerCards customerId={customer} cards={cards} /> : <FailureAlert message="Customer not found" />}
      </CardRegistryContext.Provider>
    );
  }
  return (
    <CardRegistryContext.Provider value={registry}>
      <DashboardHeader name={userName ?? user?.name ?? ''} />
      <Cards cards={cards} customerId={undefined} />
    </CardRegistryContext.Provider>
  );
}

/** Names the customer whose dashboard this is, for those who may read customers (the cards do not carry it). */
function CustomerDashboardHeader({ customerId, canViewCustomers }: { customerId: number; canViewCustomers: boolean }) {
  const [{ data }] = useCustomer(String(customerId), customerId <= 0 || !canViewCustomers);
  return <PageHeader title="Customer Dashboard" description={data?.customer.name} />;
}

/** A customer outside the user's scope is one "Customer not found", not a wall of failed cards. */
function CustomerCards({ customerId, cards }: { customerId: number; cards: readonly DashboardCard[] }) {
  const refusal = failureOf(useCard('countdetails', customerId).error);
  if (refusal?.status === 404) return <FailureAlert message={refusal.message} />;
  return (
    <>
      <Flex justify="flex-end" mt="-12" mb="6">
        <Button asChild variant="outline">
          <Link href={`/view-customer/${customerId}`}>View Customer</Link>
        </Button>
      </Flex>
      <Cards cards={cards} customerId={customerId} />
    </>
  );
}

function Cards({ cards, customerId }: { cards: readonly DashboardCard[]; customerId: number | undefined }) {
  // The header paints first; the cards (and their queries) follow in the next turns.
  const painted = useAfterPaint();
  const grid = useSkipOffscreenCards(painted);
  if (!painted) return null;
  return (
    <Grid ref={grid} templateColumns={{ base: '1fr', lg: 'repeat(6, minmax(0, 1fr))' }} gap="5" alignItems="start">
      {LAYOUT.filter(([card]) => cards.includes(card)).map(([card, span]) => (
        <GridItem key={card} colSpan={{ base: 1, lg: span }} minW="0">
          <DashboardCardView card={card} customerId={customerId} />
        </GridItem>
      ))}
    </Grid>
  );
}

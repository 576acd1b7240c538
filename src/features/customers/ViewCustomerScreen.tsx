/**
 * /view-customer/:customerId: a customer's details, what it buys (services and add-ons at its USD
 * prices), its branches and files, its trial ("Extend Trial") and status, with links to edit it and
 * to its dashboard. Actions show only where the user's permissions allow them.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, DataList, Flex, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CustomerFiles } from './CustomerFiles';
import { CustomerStatusDialog, DeleteCustomerDialog, ExtendTrialDialog } from './CustomerDialogs';
import { SUBSCRIPTION_LABELS, type CustomerDetails } from './customer-fields';
import { storageSizeOfMb, usd, usDay } from '../../ui/format';
import { useCustomer } from './use-customer';
import { reloadOf } from '../../gateway/reload';

export default function ViewCustomerScreen({ customerId }: { customerId: string }) {
  useDocumentTitle('View Customer');
  const [{ data, error }, reload] = useCustomer(customerId);
  const customer = data?.customer;
  const reloadCustomer = reloadOf(reload);
  if (customer) return <CustomerView customer={customer} onChanged={reloadCustomer} />;
  return (
    <>
      <PageHeader title="View Customer" />
      <AnswerState error={error} data={customer} loading="Loading customer" onRetry={reloadCustomer} />
    </>
  );
}

function Card({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = `customer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {aside}
      </Flex>
      {children}
    </Stack>
  );
}

function CustomerView({ customer, onChanged }: { customer: CustomerDetails; onChanged(): void }) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const [changingStatus, setChangingStatus] = useState(false);
  const [extending, setExtending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const mayUpdate = can(permissions, 'Customer', 'update');
  const mayDelete = can(permissions, 'Customer', 'delete');
  const onTrial = customer.subscription_type === 'trial';
  // Details-only lists: the schema answers them null on a list row, never on details.
  const [services, addons, files, branches] = [customer.services ?? [], customer.addons ?? [], customer.files ?? [], customer.branches ?? []];
  const servicesTotal = services.reduce((sum, line) => sum + Number(line.price), 0);
  const addonsTotal = addons.reduce((sum, line) => sum + Number(line.price), 0);

  const details: [string, ReactNode][] = [
    ['Email', customer.email],
    ['Phone', customer.phone ?? '—'],
    ['Website', customer.website ?? '—'],
    ['Address', customer.address ?? '—'],
    ['Partner', customer.partner?.name ?? '—'],
    ['Agent', customer.agent?.name ?? '—'],
    ['Sales Person', customer.sales_person?.name ?? '—'],
    ['Storage Quota', storageSizeOfMb(customer.storage_quota_mb)],
    ['Created', usDay(customer.created_at)],
    ['Last Updated', usDay(customer.updated_at)],
  ];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <PageHeader title="View Customer" description={customer.name} />
          <HStack gap="2" mt="-2">
            <StatusBadge status={customer.status} />
            <Badge variant="outline">{SUBSCRIPTION_LABELS[customer.subscription_type]}</Badge>
          </HStack>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <Link href={`/customer-dashboard/${customer.id}`}>Customer Dashboard</Link>
          </Button>
          {mayUpdate && (
            <Button variant="outline" onClick={() => setChangingStatus(true)}>
              Change Status
            </Button>
          )}
          {mayDelete && (
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
          {mayUpdate && (
            <Button asChild colorPalette="brand">
              <Link href={`/customers/edit/${customer.id}`}>Edit Customer</Link>
            </Button>
          )}
        </HStack>
      </Flex>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" mt="6" alignItems="start">
        <Stack gap="6">
          <Card title="Customer Details">
            <DataList.Root orientation="horizontal" size="md">
              {details.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel w="32" flexShrink={0}>{label}</DataList.ItemLabel>
                  <DataList.ItemValue minW="0" overflowWrap="anywhere">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>

          <Card title="Services" aside={<Text color="fg.muted">Total {usd(servicesTotal)}</Text>}>
            {services.length === 0 ? (
              <Text color="fg.muted">No services yet.</Text>
            ) : (
              <Table.Root size="sm" aria-label="Services">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Service</Table.ColumnHeader>
                    <Table.ColumnHeader>Work Type</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {services.map((line) => (
                    <Table.Row key={line.service_id}>
                      <Table.Cell>{line.name}</Table.Cell>
                      <Table.Cell>{line.work_type}</Table.Cell>
                      <Table.Cell textAlign="end">{usd(line.price)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Card>

          <Card title="Add-ons" aside={<Text color="fg.muted">Total {usd(addonsTotal)}</Text>}>
            {addons.length === 0 ? (
              <Text color="fg.muted">No add-ons yet.</Text>
            ) : (
              <Table.Root size="sm" aria-label="Add-ons">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Add-on</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {addons.map((line) => (
                    <Table.Row key={line.added_service_id}>
                      <Table.Cell>{line.name}</Table.Cell>
                      <Table.Cell textAlign="end">{usd(line.price)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Card>

          <Card title="Files">
            <CustomerFiles id={customer.id} files={files} mayChange={mayUpdate} onChanged={onChanged} />
          </Card>
        </Stack>

        <Stack gap="6">
          <Card title="Subscription">
            <Text>
              {SUBSCRIPTION_LABELS[customer.subscription_type]} subscription
              {onTrial && customer.trial_end ? `, trial ends on ${usDay(customer.trial_end)}` : ''}.
            </Text>
            {onTrial && mayUpdate && (
              <Box>
                <Button colorPalette="brand" variant="outline" onClick={() => setExtending(true)}>
                  Extend Trial
                </Button>
              </Box>
            )}
          </Card>

          <Card title="Branches" aside={<Badge>{customer.branch_count}</Badge>}>
            {branches.length === 0 ? (
              <Text color="fg.muted">No branches yet.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {branches.map((branch) => (
                  <Flex as="li" key={branch.id} justify="space-between" align="center" gap="2">
                    <Box>
                      <Text fontWeight="medium">{branch.name}</Text>
                      <Text color="fg.muted" textStyle="xs">
                        {branch.city ?? '—'} · {branch.user_count} {branch.user_count === 1 ? 'user' : 'users'}
                      </Text>
                    </Box>
                    <StatusBadge status={branch.status} />
                  </Flex>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      </Grid>

      <CustomerStatusDialog customer={changingStatus ? customer : null} onClose={() => setChangingStatus(false)} />
      <ExtendTrialDialog customer={extending ? customer : null} onClose={() => setExtending(false)} />
      <DeleteCustomerDialog customer={deleting ? customer : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/customers')} />
    </>
  );
}

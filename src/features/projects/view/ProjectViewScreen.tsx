/**
 * /projects/view/{project_id} (spec 2.2, issue 5): a project's details, its status and the actions
 * the server allows the user now (from the lifecycle chart), the live project chat, activities,
 * attachments, addenda, RFIs, due-date and hours requests, the assignee and the project PDF. The
 * same screen answers `/projects/view/{id}/`, where notifications and chats open it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Button, DataList, Flex, Grid, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { tokenStore } from '../../../app/session';
import { downloadPosted } from '../../../gateway/download';
import { reloadOf } from '../../../gateway/reload';
import type { ViewAction } from '../../../machines/project-actions';
import { usDay } from '../../../ui/format';
import { AnswerState } from '../../../ui/AnswerState';
import { PageHeader } from '../../../ui/PageHeader';
import { usePresence } from '../../../ui/presence';
import { AlsoViewing, EditingNotice } from '../../../ui/PresenceIndicators';
import { notify } from '../../../ui/toaster';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ProjectPlaybook } from '../../playbook/ProjectPlaybook';
import { ProjectStatusBadge } from '../ProjectStatusBadge';
import { ActionRefusal, ProjectActionDialog, useProjectActions, VIEW_ACTION_LABELS } from './ProjectActionDialog';
import { ProjectActivities } from './ProjectActivities';
import { ProjectAddenda } from './ProjectAddenda';
import { ProjectAttachments } from './ProjectAttachments';
import { ProjectChat } from './ProjectChat';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectRequests } from './ProjectRequests';
import { ProjectRfis } from './ProjectRfis';
import { useProjectView, type ProjectViewDetails } from './use-project-view';
import { timeOf } from './when';

export default function ProjectViewScreen({ projectId }: { projectId: string }) {
  useDocumentTitle('View Project');
  const [{ data, error }, reexecute] = useProjectView(projectId);
  const reload = useMemo(() => reloadOf(reexecute), [reexecute]);
  const project = data?.projectView;
  if (project) return <ProjectView project={project} reload={reload} />;
  return (
    <>
      <PageHeader title="View Project" />
      <AnswerState error={error} data={project} loading="Loading project" onRetry={reload} />
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `project-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Actions shown elsewhere than the header: an RFI is closed on its own entry. */
const NOT_IN_HEADER: readonly ViewAction[] = ['RESOLVE_RFI', 'CHANGE_ASSIGNEE'];

function ProjectView({ project, reload }: { project: ProjectViewDetails; reload(): void }) {
  const side = project.side ?? 'customer';
  const mayAssign = side === 'provider' && project.status !== 'cancelled';
  // Mirrors the server: the customer reports errors in delivered work.
  const mayReportError = side === 'customer' && (project.status === 'completed' || project.status === 'reopen_requested');
  const offered = useMemo<ViewAction[]>(
    () => [...(project.actions ?? []), ...(mayAssign ? (['CHANGE_ASSIGNEE'] as const) : []), ...(mayReportError ? (['REPORT_ERROR'] as const) : [])],
    [project.actions, mayAssign, mayReportError],
  );
  const [deleting, setDeleting] = useState(false);
  const presence = usePresence('project', project.id, false);
  const actions = useProjectActions(project.id, offered, reload);
  const [, send] = actions;
  const choose = (action: ViewAction) => send({ type: 'user.choose', action });
  const [exporting, setExporting] = useState(false);
  const mayChangeFiles = side !== 'agent' && project.status !== 'cancelled';
  const counts = project.counts;
  const counted = (label: string, count: number | null | undefined) => (count ? `${label} (${count})` : label);

  const exportPdf = async () => {
    setExporting(true);
    const refusal = await downloadPosted('projects.exportprojectpdf', { id: project.id }, `${project.code}.pdf`, tokenStore.token());
    setExporting(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };

  const details: [string, ReactNode][] = [
    ['Customer', project.customer.name],
    ['Branch', project.branch.name],
    ['Service', project.service.name],
    ['Software', project.software?.name ?? '—'],
    ['Work Type', project.work_type],
    ['Add-ons', project.added_services?.length ? project.added_services.map((addon) => addon.name).join(', ') : '—'],
    ['Client Project Number', project.client_project_number ?? '—'],
    [
      'Due Date',
      <Text key="due" data-testid="project-due-date">
        {usDay(project.due_date)}
      </Text>,
    ],
    [
      'Assignee',
      <HStack key="assignee" gap="2">
        <Text>{project.assignee?.name ?? 'Not assigned'}</Text>
        {mayAssign && (
          <Button size="2xs" variant="outline" onClick={() => choose('CHANGE_ASSIGNEE')}>
            Change Assignee
          </Button>
        )}
      </HStack>,
    ],
    ...(project.approved_hours !== null ? [['Approved Hours', String(project.approved_hours)] as [string, ReactNode]] : []),
    ['Created By', project.created_by?.name ?? '—'],
    ['Created', timeOf(project.created_at)],
    ...(project.accepted_at ? [['Accepted', timeOf(project.accepted_at)] as [string, ReactNode]] : []),
    ...(project.completed_at ? [['Completed', timeOf(project.completed_at)] as [string, ReactNode]] : []),
    ...(project.cancel_reason ? [['Cancellation Reason', project.cancel_reason] as [string, ReactNode]] : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <PageHeader title={project.name} description={`Project ${project.code}`} />
          <HStack gap="2" mt="-2" wrap="wrap">
            <Box data-testid="project-status" data-status={project.status}>
              <ProjectStatusBadge status={project.status} />
            </Box>
            {project.is_demo && <Badge variant="outline">Demo</Badge>}
            {project.lifecycle?.due_requested_by && <Badge colorPalette="orange">Due date change requested</Badge>}
            {project.lifecycle?.hours_requested && <Badge colorPalette="orange">Hours requested</Badge>}
          </HStack>
          <Stack gap="1" mt="3">
            <AlsoViewing people={presence.others} />
            <EditingNotice people={presence.others} />
          </Stack>
        </Box>
        <HStack gap="2" wrap="wrap" aria-label="Project actions" role="group">
          {offered
            .filter((action) => !NOT_IN_HEADER.includes(action))
            .map((action) => (
              <Button key={action} size="sm" colorPalette={action === 'CANCEL' || action.startsWith('REJECT') ? 'red' : 'brand'} variant={action === 'ACCEPT' || action === 'COMPLETE' || action.startsWith('APPROVE') ? 'solid' : 'outline'} onClick={() => choose(action)}>
                {VIEW_ACTION_LABELS[action]}
              </Button>
            ))}
          <Button size="sm" variant="outline" loading={exporting} loadingText="Exporting" onClick={() => void exportPdf()}>
            Export PDF
          </Button>
          {project.can_edit && (
            <Button asChild size="sm" variant="outline">
              <Link href={`/projects/edit/${project.id}`}>Edit Project</Link>
            </Button>
          )}
          {project.can_delete && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              Delete Project
            </Button>
          )}
        </HStack>
      </Flex>

      <Box mt="4">
        <ActionRefusal actions={actions} />
      </Box>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" mt="4" alignItems="start">
        <Stack gap="6">
          <Card title="Project Details">
            <DataList.Root orientation="horizontal" size="md">
              {details.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel w="36" flexShrink={0}>{label}</DataList.ItemLabel>
                  <DataList.ItemValue minW="0" overflowWrap="anywhere">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
          <Card title="Scope of Work">
            <Text whiteSpace="pre-wrap" color={project.scope_of_work ? 'fg' : 'fg.muted'}>
              {project.scope_of_work || 'No scope of work given.'}
            </Text>
          </Card>
        </Stack>

        <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="4" minW="0">
          <Tabs.Root defaultValue="chat" lazyMount variant="line">
            <Tabs.List flexWrap="wrap">
              <Tabs.Trigger value="chat">{counted('Chat', counts?.messages)}</Tabs.Trigger>
              <Tabs.Trigger value="activities">Activities</Tabs.Trigger>
              <Tabs.Trigger value="attachments">{counted('Attachments', counts?.files)}</Tabs.Trigger>
              <Tabs.Trigger value="addenda">{counted('Addenda', counts?.addenda)}</Tabs.Trigger>
              <Tabs.Trigger value="rfis">{counted('RFIs', counts?.rfis_open ?? project.open_rfis)}</Tabs.Trigger>
              <Tabs.Trigger value="requests">Requests</Tabs.Trigger>
              <Tabs.Trigger value="playbook">Playbook</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="chat">
              <ProjectChat projectId={project.id} onChanged={reload} presence={presence} />
            </Tabs.Content>
            <Tabs.Content value="activities">
              <ProjectActivities projectId={project.id} />
            </Tabs.Content>
            <Tabs.Content value="attachments">
              <ProjectAttachments projectId={project.id} code={project.code} mayChange={mayChangeFiles} onChanged={reload} />
            </Tabs.Content>
            <Tabs.Content value="addenda">
              <ProjectAddenda projectId={project.id} mayChange={mayChangeFiles} onChanged={reload} />
            </Tabs.Content>
            <Tabs.Content value="rfis">
              <ProjectRfis
                projectId={project.id}
                mayClose={side === 'provider'}
                mayComment={side !== 'agent'}
                {...(offered.includes('OPEN_RFI') ? { onRaise: () => choose('OPEN_RFI') } : {})}
                onChanged={reload}
              />
            </Tabs.Content>
            <Tabs.Content value="requests">
              <ProjectRequests projectId={project.id} offered={offered} onChoose={choose} />
            </Tabs.Content>
            <Tabs.Content value="playbook">
              <ProjectPlaybook customerId={Number(project.customer.id)} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Grid>

      <ProjectActionDialog actions={actions} />
      <DeleteProjectDialog project={deleting ? project : null} onClose={() => setDeleting(false)} />
    </>
  );
}

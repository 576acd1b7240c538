/**
 * /projects/create and /projects/edit/:project_id. Customer users create for their own customer (a
 * customer admin picks among its branches, other customer users are held to their branch); staff and
 * partners pick any customer in their scope, then its branch. Service, software of that service, work
 * type, add-ons, a due date the calendar allows, scope of work (prefilled from the service while
 * empty) and attachments, which upload with progress once the project is saved. Field errors show at
 * the fields (the server's too); a stale edit's 409 names who changed the project and offers a reload.
 * After saving, the project's view opens.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Field, Flex, Grid, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { PROJECT_STATUS_LABELS } from '../../domain/project-lifecycle';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { DueDatePicker } from '../../ui/due-date/DueDatePicker';
import { PageHeader } from '../../ui/PageHeader';
import { usePresence } from '../../ui/presence';
import { EditingNotice } from '../../ui/PresenceIndicators';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { OptionSelect, type SelectOption } from '../../ui/records/OptionSelect';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AttachmentPicker } from './AttachmentPicker';
import type { ProjectDetails, WorkType } from './project-fields';
import { WORK_TYPE_OPTIONS, checkForm, initialValues, serverErrors, toInput, withCustomer, withService, withWorkType, type ProjectFormErrors, type ProjectFormField, type ProjectFormValues } from './project-form';
import { projectScope } from './project-scope';
import { useAttachmentQueue } from './use-attachment-queue';
import { PROJECT_QUERY, useProject } from './use-project';
import { SCOPE_BY_SERVICE, useProjectBranchOptions, useProjectCustomerOptions, useProjectFormOptions, useProjectSoftwareOptions } from './use-project-options';
import { useCreateProject, useUpdateProject } from './use-project-writes';

export default function ProjectFormScreen({ projectId }: { projectId?: string }) {
  const title = projectId ? 'Edit Project' : 'Create Project';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useProject(projectId ?? '', !projectId);
  const client = useClient();
  // The form keeps the revision it was opened at; only an explicit reload after a 409 replaces it.
  const { record, reload } = useOpenedRecord(data?.project, !fetching, async () => (await client.query(PROJECT_QUERY, { id: projectId }, { requestPolicy: 'network-only' }).toPromise()).data?.project as ProjectDetails | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={projectId ? (record ? `${record.code} · ${record.name}` : undefined) : 'Order estimating work: what it is, for which branch, and when it is due.'} />
      {!projectId ? (
        <ProjectForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : !record ? (
        <Flex p="10" justify="center" role="status" aria-label="Loading project">
          <Spinner />
        </Flex>
      ) : record.can_edit === false ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This project can no longer be edited here: it is {PROJECT_STATUS_LABELS[record.status]}.</Alert.Title>
          </Alert.Content>
          <Button asChild size="sm" variant="outline" alignSelf="center">
            <Link href={`/projects/view/${record.id}`}>View Project</Link>
          </Button>
        </Alert.Root>
      ) : (
        <ProjectForm key={`${record.id}@${record.revision}`} project={record} onReload={reload} />
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A labelled select with its message at the field. Its own Field.Root carries `disabled`: a select
 * inside FormField takes the field's (never disabled) state over its own.
 */
function SelectField({
  label,
  error,
  required,
  disabled,
  ...select
}: { label: string; error: string | undefined; required?: boolean; disabled?: boolean; placeholder: string | undefined; value: string; options: readonly SelectOption[] | undefined; onChange(value: string): void }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false} disabled={disabled ?? false}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <OptionSelect label={label} {...select} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}

function ProjectForm({ project, onReload }: { project?: ProjectDetails; onReload?: () => void }) {
  const [, navigate] = useLocation();
  const client = useClient();
  const { user, permissions } = useSession();
  const scope = projectScope(user, permissions);
  const [values, setValues] = useState<ProjectFormValues>(() => initialValues(project, scope.ownCustomerId));
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [uploading, setUploading] = useState(false);
  const attachments = useAttachmentQueue();
  const [{ data: options }] = useProjectFormOptions();
  const [{ data: customers }] = useProjectCustomerOptions(false);
  const [{ data: branches }] = useProjectBranchOptions(values.customer_id);
  const [{ data: softwares }] = useProjectSoftwareOptions(values.service_id);
  const presence = usePresence(project ? 'project' : undefined, project?.id, true);
  const [created, createProject] = useCreateProject();
  const [updated, updateProject] = useUpdateProject();
  const saving = created.fetching || updated.fetching || uploading;
  const branchOptions = branches?.projectBranchOptions;
  // A user held to their branch, or a customer with one branch: the one option is the choice.
  const onlyBranch = branchOptions?.length === 1 ? branchOptions[0] : undefined;
  const branchFixed = scope.ownBranchOnly && !project;

  useEffect(() => {
    if (onlyBranch && values.branch_id === '') setValues((current) => (current.branch_id === '' ? { ...current, branch_id: onlyBranch.id } : current));
  }, [onlyBranch, values.branch_id]);

  const clearError = (field: ProjectFormField) => setErrors((current) => ({ ...current, [field]: undefined }));
  const set = (field: ProjectFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const chooseCustomer = (customerId: string) => {
    setValues((current) => withCustomer(current, customerId));
    clearError('customer_id');
  };
  const serviceOptions = options?.projectServiceOptions;
  const workTypeOf = (serviceId: string) => serviceOptions?.find((option) => option.id === serviceId)?.work_type;
  const chooseWorkType = (workType: string) => {
    setValues((current) => withWorkType(current, workType as WorkType | '', workTypeOf(current.service_id)));
    clearError('work_type');
  };
  const chooseService = (serviceId: string) => {
    setValues((current) => withService(current, serviceId, workTypeOf(serviceId)));
    clearError('service_id');
    clearError('work_type');
    if (!serviceId) return;
    // The standing scope (the branch's, else the service's) fills the field while it is still empty.
    void client
      .query<{ projectScopeByService: string }>(SCOPE_BY_SERVICE, { service_id: Number(serviceId), ...(values.branch_id ? { branch_id: Number(values.branch_id) } : {}) })
      .toPromise()
      .then(({ data }) => {
        const scopeText = data?.projectScopeByService ?? '';
        if (scopeText) setValues((current) => (current.scope_of_work.trim() === '' && current.service_id === serviceId ? { ...current, scope_of_work: scopeText } : current));
      });
  };
  const toggleAddOn = (id: string, on: boolean) => {
    setValues((current) => ({ ...current, added_service_ids: on ? [...current.added_service_ids, id] : current.added_service_ids.filter((chosen) => chosen !== id) }));
    clearError('added_service_ids');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const refused = checkForm(values);
    if (refused) {
      setErrors(refused);
      return;
    }
    setErrors({});
    const result = project ? await updateProject({ id: project.id, input: toInput(values, project.revision) }) : await createProject({ input: toInput(values) });
    const failure = failureOf(result.error);
    const saved = result.data ? ('createProject' in result.data ? result.data.createProject : result.data.updateProject) : undefined;
    if (failure || !saved) {
      if (failure) {
        const { fields, rest } = serverErrors(failure.fieldErrors);
        setErrors(fields);
        if (Object.keys(fields).length === 0 || rest.length > 0) setSaveFailure(rest.length > 0 ? { ...failure, message: rest.join(' ') } : failure);
      }
      return;
    }
    setUploading(true);
    const refusedFiles = await attachments.uploadAll(saved.id);
    setUploading(false);
    notify({ severity: 'success', body: project ? 'Project updated successfully' : 'Project created successfully' });
    if (refusedFiles.length > 0) notify({ severity: 'error', body: `Not uploaded: ${refusedFiles.map((file) => `${file.name} (${file.message})`).join('; ')}` });
    navigate(`/projects/view/${saved.id}`);
  };

  const addOns = options?.projectAddedServiceOptions ?? [];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        {project && <EditingNotice people={presence.others} />}
        {saveFailure && <SaveFailureAlert failure={saveFailure} {...(onReload ? { onReload } : {})} />}
        <Section title="Project">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Project Name" required error={errors.name}>
              <Input value={values.name} onChange={(event) => set('name')(event.target.value)} />
            </FormField>
            <FormField label="Client Project Number" error={errors.client_project_number}>
              <Input value={values.client_project_number} placeholder="Enter Client Project Number" onChange={(event) => set('client_project_number')(event.target.value)} />
            </FormField>
            <SelectField
              label="Customer"
              required
              error={errors.customer_id}
              placeholder={scope.ownCustomerId === null ? 'Choose a customer' : undefined}
              value={values.customer_id}
              options={customers?.projectFilterCustomers ?? (project ? [project.customer] : undefined)}
              onChange={chooseCustomer}
              disabled={scope.ownCustomerId !== null || Boolean(project)}
            />
            <SelectField
              label="Branch"
              required
              error={errors.branch_id}
              placeholder={branchFixed ? undefined : values.customer_id ? 'Choose a branch' : 'Choose a customer first'}
              value={values.branch_id}
              options={branchOptions ?? (project ? [project.branch] : undefined)}
              onChange={set('branch_id')}
              disabled={branchFixed || values.customer_id === ''}
            />
          </Grid>
        </Section>

        <Section title="Work">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <SelectField label="Work Type" required error={errors.work_type} placeholder="Choose a work type" value={values.work_type} options={WORK_TYPE_OPTIONS} onChange={chooseWorkType} />
            <SelectField
              label="Service"
              required
              error={errors.service_id}
              placeholder="Choose a service"
              value={values.service_id}
              options={values.work_type ? serviceOptions?.filter((option) => option.work_type === values.work_type || option.id === values.service_id) : serviceOptions}
              onChange={chooseService}
            />
            <SelectField
              label="Software"
              error={errors.software_id}
              placeholder={values.service_id ? 'No software' : 'Choose a service first'}
              value={values.software_id}
              options={softwares?.projectSoftwareOptions}
              onChange={set('software_id')}
              disabled={values.service_id === ''}
            />
            <DueDatePicker label="Due Date" required value={values.due_date || null} onChange={set('due_date')} error={errors.due_date} />
          </Grid>
          <Stack gap="2" role="group" aria-labelledby="project-add-ons">
            <Text id="project-add-ons" fontWeight="medium" textStyle="sm">
              Add-ons
            </Text>
            {addOns.length === 0 ? (
              <Text color="fg.muted" textStyle="sm">
                No add-ons are offered.
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
                {addOns.map((option) => (
                  <Checkbox.Root key={option.id} checked={values.added_service_ids.includes(option.id)} onCheckedChange={(details) => toggleAddOn(option.id, details.checked === true)} colorPalette="brand">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )}
            {errors.added_service_ids && (
              <Text color="red.700" textStyle="sm">
                {errors.added_service_ids}
              </Text>
            )}
          </Stack>
          <FormField label="Scope of Work" error={errors.scope_of_work} helper="Filled from the branch's or the service's standing scope while empty; edit it to fit this project.">
            <Textarea rows={6} value={values.scope_of_work} onChange={(event) => set('scope_of_work')(event.target.value)} />
          </FormField>
        </Section>

        <Section title="Attachments">
          <AttachmentPicker queue={attachments} disabled={saving} />
        </Section>

        <Box>
          <HStack justify="flex-end">
            <Button asChild variant="outline">
              <Link href={project ? `/projects/view/${project.id}` : '/projects'}>Cancel</Link>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={uploading ? 'Uploading' : 'Saving'}>
              {project ? 'Save Project' : 'Create Project'}
            </Button>
          </HStack>
        </Box>
      </Stack>
    </form>
  );
}

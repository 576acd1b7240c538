/**
 * /projects/create and /projects/edit/:project_id, a record form screen (src/ui/form/RecordFormScreen.tsx)
 * with its own form on the form kernel over the project contract. Customer users create for their own customer (a customer admin picks among its branches,
 * other customer users are held to their branch); staff and partners pick any customer in their
 * scope, then its branch. Service, software of that service, work type, add-ons, a due date the
 * calendar allows, scope of work (prefilled from the service while empty) and attachments, which
 * upload with progress once the project is saved. A stale edit's 409 names who changed the project
 * and offers a reload; without Enq.update an opened project shows read-only. After saving, the
 * project's view opens.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Input, Text } from '@chakra-ui/react';
import { useClient } from 'urql';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { projectFormContract } from '../../domain/contracts/project';
import { PROJECT_STATUS_LABELS } from '../../domain/project-lifecycle';
import { DueDatePicker } from '../../ui/due-date/DueDatePicker';
import { formatUsDay } from '../../ui/due-date/month-grid';
import { CheckboxesField } from '../../ui/form/CheckboxesField';
import { FormShell, useFieldLabel, useFormContext } from '../../ui/form/FormShell';
import { FieldGrid, FormSection, SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { recordScreen, type RecordFormProps } from '../../ui/form/RecordFormScreen';
import { fieldId, useRecordForm } from '../../ui/form/use-record-form';
import { FormField } from '../../ui/records/FormField';
import { AttachmentPicker } from './AttachmentPicker';
import type { ProjectDetails } from './project-fields';
import { CHOICES, WORK_TYPE_OPTIONS, afterServiceChosen, afterWorkTypeChosen, initialValues, toInput, toProjectInput, type ProjectFormValues } from './project-form';
import { projectScope } from './project-scope';
import { useAttachmentQueue } from './use-attachment-queue';
import { SCOPE_BY_SERVICE, useProjectBranchOptions, useProjectCustomerOptions, useProjectFormOptions, useProjectSoftwareOptions } from './use-project-options';
import { projectOperations, useCreateProject, useUpdateProject } from './use-projects';

export default recordScreen<ProjectDetails, undefined>({
  noun: 'Project',
  intro: 'Order estimating work: what it is, for which branch, and when it is due.',
  describe: (project) => `${project.code} · ${project.name}`,
  details: projectOperations.documents.details,
  updateKey: 'Enq',
  blocked: (project, readOnly) =>
    project.can_edit === false &&
    !readOnly && (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This project can no longer be edited here: it is {PROJECT_STATUS_LABELS[project.status]}.</Alert.Title>
        </Alert.Content>
        <Button asChild size="sm" variant="outline" alignSelf="center">
          <Link href={`/projects/view/${project.id}`}>View Project</Link>
        </Button>
      </Alert.Root>
    ),
  Form: ProjectForm,
});

function ProjectForm({ record: project, readOnly, onReload }: RecordFormProps<ProjectDetails, undefined>) {
  const client = useClient();
  const { user, permissions } = useSession();
  const scope = projectScope(user, permissions);
  const [uploading, setUploading] = useState(false);
  const attachments = useAttachmentQueue();
  const [, createProject] = useCreateProject();
  const [, updateProject] = useUpdateProject();
  const kernel = useRecordForm({
    contract: projectFormContract,
    defaultValues: initialValues(project, scope.ownCustomerId),
    toInput,
    emptySaysContract: CHOICES,
    submit: (input) => (project ? updateProject({ id: project.id, input: toProjectInput(input, project.revision) }) : createProject({ input: toProjectInput(input) })),
    // The attachments wait for the saved project's id, then the project's view opens.
    afterSave: async (result) => {
      setUploading(true);
      const refused = await attachments.uploadAll(savedId(result.data));
      setUploading(false);
      return refused.length > 0 ? [{ severity: 'error', body: `Not uploaded: ${refused.map((file) => `${file.name} (${file.message})`).join('; ')}` }] : [];
    },
    saved: { notice: project ? 'Project updated successfully' : 'Project created successfully', to: (result) => `/projects/view/${savedId(result.data)}` },
    readOnly,
  });
  const value = (name: keyof ProjectFormValues) => kernel.valueOf(name) as string;
  const patch = (changes: Partial<ProjectFormValues>) => Object.entries(changes).forEach(([name, next]) => kernel.change(name as keyof ProjectFormValues, next));
  const [{ data: options }] = useProjectFormOptions();
  const [{ data: customers }] = useProjectCustomerOptions(false);
  const [{ data: branches }] = useProjectBranchOptions(value('customer_id'));
  const [{ data: softwares }] = useProjectSoftwareOptions(value('service_id'));
  const branchOptions = branches?.projectBranchOptions;
  // A user held to their branch, or a customer with one branch: the one option is the choice (not an edit).
  const onlyBranch = branchOptions?.length === 1 ? branchOptions[0]?.id : undefined;
  const branchFixed = scope.ownBranchOnly && !project;
  const { setValue, getValues } = kernel.form;
  useEffect(() => {
    // Set, not changed: opening the form with its one branch leaves nothing unsaved.
    if (onlyBranch && getValues('branch_id') === '') setValue('branch_id', onlyBranch);
  }, [onlyBranch, getValues, setValue]);

  const serviceOptions = options?.projectServiceOptions;
  const workTypeOf = (serviceId: string) => serviceOptions?.find((option) => option.id === serviceId)?.work_type;
  const chooseService = (serviceId: string) => {
    patch(afterServiceChosen(serviceId, workTypeOf(serviceId)));
    if (!serviceId) return;
    // The standing scope (the branch's, else the service's) fills the field while it is still empty.
    const branchId = value('branch_id');
    void client
      .query<{ projectScopeByService: string }>(SCOPE_BY_SERVICE, { service_id: Number(serviceId), ...(branchId ? { branch_id: Number(branchId) } : {}) })
      .toPromise()
      .then(({ data }) => {
        const scopeText = data?.projectScopeByService ?? '';
        if (scopeText && value('scope_of_work').trim() === '' && value('service_id') === serviceId) kernel.change('scope_of_work', scopeText);
      });
  };
  const workType = value('work_type');
  const shell = { cancelTo: project ? `/projects/view/${project.id}` : '/projects', submitLabel: project ? 'Save Project' : 'Create Project', savingLabel: uploading ? 'Uploading' : 'Saving' };

  return (
    <FormShell form={kernel} live={project ? { type: 'project', id: project.id, thing: 'project' } : undefined} {...(onReload ? { onReload } : {})} {...shell}>
      <FormSection grid title="Project">
        <TextField name="name" label="Project Name" />
        <TextField name="client_project_number" label="Client Project Number" placeholder="Enter Client Project Number" />
        <SelectField
          name="customer_id"
          label="Customer"
          {...(scope.ownCustomerId === null ? { placeholder: 'Choose a customer' } : {})}
          options={customers?.projectFilterCustomers ?? (project ? [project.customer] : undefined)}
          disabled={scope.ownCustomerId !== null || Boolean(project)}
          onChosen={() => kernel.change('branch_id', '')}
        />
        <SelectField
          name="branch_id"
          label="Branch"
          {...(branchFixed ? {} : { placeholder: value('customer_id') ? 'Choose a branch' : 'Choose a customer first' })}
          options={branchOptions ?? (project ? [project.branch] : undefined)}
          disabled={branchFixed || value('customer_id') === ''}
        />
      </FormSection>

      <FormSection title="Work">
        <FieldGrid>
          <SelectField name="work_type" label="Work Type" placeholder="Choose a work type" options={WORK_TYPE_OPTIONS} onChosen={(next) => patch(afterWorkTypeChosen(next, workTypeOf(value('service_id'))))} />
          <SelectField
            name="service_id"
            label="Service"
            placeholder="Choose a service"
            options={workType ? serviceOptions?.filter((option) => option.work_type === workType || option.id === value('service_id')) : serviceOptions}
            onChosen={chooseService}
          />
          <SelectField name="software_id" label="Software" placeholder={value('service_id') ? 'No software' : 'Choose a service first'} options={softwares?.projectSoftwareOptions} disabled={value('service_id') === ''} />
          <DueDateField />
        </FieldGrid>
        <CheckboxesField name="added_service_ids" label="Add-ons" options={options?.projectAddedServiceOptions ?? []}>
          {!options?.projectAddedServiceOptions.length && (
            <Text color="fg.muted" textStyle="sm">
              No add-ons are offered.
            </Text>
          )}
        </CheckboxesField>
        <TextAreaField name="scope_of_work" label="Scope of Work" rows={6} helper="Filled from the branch's or the service's standing scope while empty; edit it to fit this project." />
      </FormSection>

      {!readOnly && (
        <FormSection title="Attachments">
          <AttachmentPicker queue={attachments} disabled={kernel.saving} />
        </FormSection>
      )}
    </FormShell>
  );
}

/** The id of the project a create or update answered. */
function savedId(data: unknown): string {
  const saved = data as { createProject?: { id: string }; updateProject?: { id: string } } | undefined;
  return saved?.createProject?.id ?? saved?.updateProject?.id ?? '';
}

/**
 * The due date: the calendar picker, its message at the field. Its wrapper carries the field's id
 * and hands focus to the picker's input (the error summary and the first-error focus go there).
 */
function DueDateField() {
  const { form } = useFormContext();
  useFieldLabel('due_date', 'Due Date');
  const day = form.valueOf('due_date') as string;
  if (form.readOnly) {
    return (
      <FormField id={fieldId('due_date')} label="Due Date" required readOnly>
        <Input value={day ? formatUsDay(day) : ''} readOnly />
      </FormField>
    );
  }
  return (
    <Box
      id={fieldId('due_date')}
      tabIndex={-1}
      outline="none"
      onFocus={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.querySelector('input')?.focus();
      }}
    >
      <DueDatePicker label="Due Date" required value={day || null} onChange={(next) => form.change('due_date', next)} error={form.errorOf('due_date')} />
    </Box>
  );
}

package cli

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
)

func (sc *serviceCommands) webhookCommand() *cobra.Command {
	var sf serviceFlags
	cmd := &cobra.Command{
		Use:   "webhook",
		Short: "Add, list and remove a project's webhooks, and read their delivery log",
		Example: `  folio webhook add acme https://hooks.example.com/folio --event job.completed
  folio webhook list acme`,
		Long: `Webhook manages the endpoints a project's job events are sent to: job.completed,
job.failed, job.archived, job.pr_opened, job.pr_merged and job.pr_closed. Each
request is signed the Standard Webhooks way (webhook-id, webhook-timestamp,
webhook-signature) with the webhook's secret, which is shown once, when the
webhook is added. A delivery that fails is retried for about a day; the log
keeps every attempt.`,
	}
	sc.addServiceFlags(cmd.PersistentFlags(), &sf)

	var events []string
	var description, addFormat string
	add := &cobra.Command{
		Use:   "add PROJECT URL [--event EVENT]...",
		Short: "Add a webhook and print its signing secret once",
		Example: `  folio webhook add acme https://hooks.example.com/folio
  folio webhook add acme https://hooks.example.com/folio --event job.completed --event job.failed --description "Team chat"`,
		Args: cobra.ExactArgs(2),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			if err := checkFormat(addFormat); err != nil {
				return err
			}
			if _, err := projectOf(ctx, st, args[0]); err != nil {
				return err
			}
			var names []string
			for _, e := range events {
				names = append(names, strings.Split(e, ",")...)
			}
			w, err := webhook.NewWebhook(rand.Reader, args[0], args[1], names, description)
			var fe *webhook.FieldError
			if errors.As(err, &fe) {
				switch fe.Field {
				case "url":
					return usageError("URL %q: %v", args[1], fe.Err)
				case "events":
					return usageError("--event: %v", fe.Err)
				default:
					return usageError("--%s: %v", fe.Field, fe.Err)
				}
			}
			if err != nil {
				return asExit(err)
			}
			w.CreatedAt = time.Now().UTC()
			if err := st.CreateWebhook(ctx, w); err != nil {
				return asExit(fmt.Errorf("store the webhook: %w", err))
			}
			out := cmd.OutOrStdout()
			if addFormat == "json" {
				return writeJSON(out, struct {
					webhookJSON
					Secret string `json:"secret"`
				}{toWebhookJSON(w), w.Secret})
			}
			fmt.Fprintf(out, "added webhook %s to project %s: %s (%s)\n\n", w.ID, w.ProjectID, w.URL, eventsText(w.Events))
			fmt.Fprintf(out, "Signing secret (shown once; check each request's webhook-signature with it):\n  %s\n", w.Secret)
			return nil
		}),
	}
	add.Flags().StringArrayVar(&events, "event", nil, "an event to send: job.completed, job.failed, job.archived, job.pr_opened, job.pr_merged or job.pr_closed (repeat, or separate with commas; default: every event)")
	add.Flags().StringVar(&description, "description", "", "what the webhook is for (shown in lists)")
	add.Flags().StringVar(&addFormat, "format", "human", "output format: human or json")

	var listFormat string
	list := &cobra.Command{
		Use:   "list PROJECT",
		Short: "List a project's webhooks (never their secrets)",
		Example: `  folio webhook list acme
  folio webhook list acme --format json`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			if err := checkFormat(listFormat); err != nil {
				return err
			}
			if _, err := projectOf(ctx, st, args[0]); err != nil {
				return err
			}
			ws, err := st.Webhooks(ctx, args[0])
			if err != nil {
				return asExit(err)
			}
			out := cmd.OutOrStdout()
			if listFormat == "json" {
				rows := make([]webhookJSON, 0, len(ws))
				for _, w := range ws {
					rows = append(rows, toWebhookJSON(w))
				}
				return writeJSON(out, rows)
			}
			if len(ws) == 0 {
				fmt.Fprintf(out, "no webhooks yet: folio webhook add %s URL\n", args[0])
				return nil
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tURL\tEVENTS\tSTATUS\tCREATED\tDESCRIPTION")
			for _, w := range ws {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", w.ID, w.URL, eventsText(w.Events), webhookStatus(w),
					w.CreatedAt.UTC().Format(time.DateTime), orDash(oneLine(w.Description)))
			}
			return tw.Flush()
		}),
	}
	list.Flags().StringVar(&listFormat, "format", "human", "output format: human or json")

	rm := &cobra.Command{
		Use:     "rm ID",
		Short:   "Remove a webhook with its delivery log; queued deliveries are dropped",
		Example: `  folio webhook rm wh_01jz8k3m9qabcd2345efgh6789`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			err := st.DeleteWebhook(ctx, args[0])
			if errors.Is(err, store.ErrNotFound) {
				return noWebhook(args[0])
			}
			if err != nil {
				return asExit(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "removed webhook %s\n", args[0])
			return nil
		}),
	}

	enable := &cobra.Command{
		Use:     "enable ID",
		Short:   "Send events to a webhook again (after a 410 Gone or disable)",
		Example: `  folio webhook enable wh_01jz8k3m9qabcd2345efgh6789`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			err := st.EnableWebhook(ctx, args[0])
			if errors.Is(err, store.ErrNotFound) {
				return noWebhook(args[0])
			}
			if err != nil {
				return asExit(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "enabled webhook %s\n", args[0])
			return nil
		}),
	}
	disable := &cobra.Command{
		Use:     "disable ID",
		Short:   "Stop sending events to a webhook; queued deliveries end unsent",
		Example: `  folio webhook disable wh_01jz8k3m9qabcd2345efgh6789`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			err := st.DisableWebhook(ctx, args[0], time.Now().UTC(), "Disabled with folio webhook disable.")
			if errors.Is(err, store.ErrNotFound) {
				return noWebhook(args[0])
			}
			if err != nil {
				return asExit(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "disabled webhook %s\n", args[0])
			return nil
		}),
	}

	var state, delFormat string
	var limit int
	deliveries := &cobra.Command{
		Use:   "deliveries ID",
		Short: "Show a webhook's delivery log, newest first, with every attempt",
		Example: `  folio webhook deliveries wh_01jz8k3m9qabcd2345efgh6789
  folio webhook deliveries wh_01jz8k3m9qabcd2345efgh6789 --state failed --limit 10`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			if err := checkFormat(delFormat); err != nil {
				return err
			}
			switch store.DeliveryState(state) {
			case "", store.DeliveryPending, store.DeliverySucceeded, store.DeliveryFailed:
			default:
				return usageError("--state must be pending, succeeded or failed, not %q", state)
			}
			if limit < 1 || limit > 1000 {
				return usageError("--limit must be between 1 and 1000, not %d", limit)
			}
			if _, err := st.Webhook(ctx, args[0]); errors.Is(err, store.ErrNotFound) {
				return noWebhook(args[0])
			} else if err != nil {
				return asExit(err)
			}
			page, err := st.Deliveries(ctx, store.DeliveryQuery{WebhookID: args[0], State: store.DeliveryState(state), Limit: limit})
			if err != nil {
				return asExit(err)
			}
			out := cmd.OutOrStdout()
			if delFormat == "json" {
				rows := make([]deliveryJSON, 0, len(page.Deliveries))
				for _, d := range page.Deliveries {
					as, err := st.Attempts(ctx, d.ID)
					if err != nil {
						return asExit(err)
					}
					rows = append(rows, toDeliveryJSON(d, as))
				}
				return writeJSON(out, rows)
			}
			if len(page.Deliveries) == 0 {
				fmt.Fprintln(out, "no deliveries yet")
				return nil
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "DELIVERY\tEVENT\tJOB\tSTATE\tATTEMPTS\tLAST ANSWER\tNEXT ATTEMPT\tCREATED")
			for _, d := range page.Deliveries {
				next := "-"
				if d.State == store.DeliveryPending && !d.NextAttemptAt.IsZero() {
					next = d.NextAttemptAt.UTC().Format(time.DateTime)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", d.ID, d.Event, orDash(d.JobID), d.State, d.Attempts,
					lastAnswer(d), next, d.CreatedAt.UTC().Format(time.DateTime))
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			if page.Next != nil {
				fmt.Fprintf(out, "(the %d newest; --limit shows more)\n", limit)
			}
			return nil
		}),
	}
	deliveries.Flags().StringVar(&state, "state", "", "only deliveries in this state: pending, succeeded or failed")
	deliveries.Flags().IntVar(&limit, "limit", 50, "how many deliveries to show (1 to 1000)")
	deliveries.Flags().StringVar(&delFormat, "format", "human", "output format: human or json (with every attempt)")

	cmd.AddCommand(add, list, rm, enable, disable, deliveries)
	return cmd
}

func checkFormat(f string) error {
	if f != "human" && f != "json" {
		return usageError("--format must be human or json, not %q", f)
	}
	return nil
}

// projectOf reads a project, or says it does not exist.
func projectOf(ctx context.Context, st store.Store, id string) (domain.Project, error) {
	p, err := st.Project(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return domain.Project{}, usageError("no project %s (folio project list shows them)", id)
	}
	if err != nil {
		return domain.Project{}, asExit(err)
	}
	return p, nil
}

func noWebhook(id string) error {
	return usageError("no webhook %s (folio webhook list PROJECT shows them)", id)
}

func eventsText(events []string) string {
	if len(events) == 0 {
		return "all events"
	}
	return strings.Join(events, ",")
}

func webhookStatus(w store.Webhook) string {
	if w.Enabled() {
		return "enabled"
	}
	return "disabled"
}

func lastAnswer(d store.Delivery) string {
	switch {
	case d.Attempts == 0 && d.LastError != "":
		return "not sent"
	case d.Attempts == 0:
		return "-"
	case d.LastStatus == 0:
		return "no answer"
	}
	return fmt.Sprint(d.LastStatus)
}

// oneLine keeps a description on its row.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// webhookJSON is a webhook as --format json prints it: never its secret.
type webhookJSON struct {
	ID             string     `json:"id"`
	Project        string     `json:"project"`
	URL            string     `json:"url"`
	Events         []string   `json:"events"`
	Description    string     `json:"description"`
	Status         string     `json:"status"`
	CreatedAt      time.Time  `json:"createdAt"`
	DisabledAt     *time.Time `json:"disabledAt"`
	DisabledReason string     `json:"disabledReason,omitempty"`
}

func toWebhookJSON(w store.Webhook) webhookJSON {
	out := webhookJSON{ID: w.ID, Project: w.ProjectID, URL: w.URL, Events: w.Events, Description: w.Description,
		Status: webhookStatus(w), CreatedAt: w.CreatedAt.UTC(), DisabledReason: w.DisabledReason}
	if out.Events == nil {
		out.Events = store.HookEvents()
	}
	if !w.DisabledAt.IsZero() {
		t := w.DisabledAt.UTC()
		out.DisabledAt = &t
	}
	return out
}

type deliveryJSON struct {
	ID            string        `json:"id"`
	Event         string        `json:"event"`
	JobID         string        `json:"jobId,omitempty"`
	Seq           int64         `json:"seq,omitempty"`
	State         string        `json:"state"`
	Attempts      []attemptJSON `json:"attempts"`
	LastError     string        `json:"lastError,omitempty"`
	NextAttemptAt *time.Time    `json:"nextAttemptAt"`
	CreatedAt     time.Time     `json:"createdAt"`
	Payload       string        `json:"payload"`
}

type attemptJSON struct {
	Attempt    int       `json:"attempt"`
	StartedAt  time.Time `json:"startedAt"`
	DurationMS float64   `json:"durationMs"`
	StatusCode int       `json:"statusCode,omitempty"`
	Error      string    `json:"error,omitempty"`
	Response   string    `json:"response,omitempty"`
}

func toDeliveryJSON(d store.Delivery, as []store.DeliveryAttempt) deliveryJSON {
	out := deliveryJSON{ID: d.ID, Event: d.Event, JobID: d.JobID, Seq: d.Seq, State: string(d.State), LastError: d.LastError,
		CreatedAt: d.CreatedAt.UTC(), Payload: string(d.Payload), Attempts: []attemptJSON{}}
	if d.State == store.DeliveryPending && !d.NextAttemptAt.IsZero() {
		t := d.NextAttemptAt.UTC()
		out.NextAttemptAt = &t
	}
	for _, a := range as {
		out.Attempts = append(out.Attempts, attemptJSON{Attempt: a.Attempt, StartedAt: a.StartedAt.UTC(),
			DurationMS: float64(a.Duration.Microseconds()) / 1000, StatusCode: a.StatusCode, Error: a.Error, Response: a.Response})
	}
	return out
}

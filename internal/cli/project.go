package cli

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/store"
)

// projectID is the form of a project id: it appears in URLs and branch
// names.
var projectID = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,62}$`)

func (sc *serviceCommands) projectCommand() *cobra.Command {
	var sf serviceFlags
	cmd := &cobra.Command{
		Use:   "project",
		Short: "Add, list, show, change and remove the projects folio serve hosts",
		Example: `  folio project add acme --repo ~/src/acme-docs --docs docs
  folio project list`,
	}
	sc.addServiceFlags(cmd.PersistentFlags(), &sf)

	var p domain.Project
	var hf hostFlags
	add := &cobra.Command{
		Use:   "add ID --repo PATH|URL",
		Short: "Add a project: a docs repository whose site is served and which agents may change",
		Example: `  folio project add acme --repo ~/src/acme-docs --docs docs
  folio project add acme --repo https://github.com/acme/docs.git --code-host github --token-env GITHUB_TOKEN`,
		Long: `Add registers a docs repository. Its site is built from --branch and served at
/p/ID/ (and at / for the first project); agent jobs branch from it. The
command prints the secret of the project's push hook once.`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			p.ID = args[0]
			if !projectID.MatchString(p.ID) {
				return usageError("project id %q: use lowercase letters, digits and hyphens (at most 63, starting with a letter or digit)", p.ID)
			}
			if p.Repository == "" {
				return usageError("--repo is required: a local git repository or a git URL")
			}
			runner, err := git.New(git.Options{Log: sc.log})
			if err != nil {
				return asExit(err)
			}
			repo, err := checkRepository(ctx, runner, p.Repository)
			if err != nil {
				return usageError("--repo %s: %v", p.Repository, err)
			}
			p.Repository = repo
			if p.Name == "" {
				p.Name = p.ID
			}
			if strings.HasPrefix(p.Branch, "-") || p.Branch == "" {
				return usageError("--branch %q is not a branch name", p.Branch)
			}
			p.DocsDir = filepath.ToSlash(filepath.Clean(p.DocsDir))
			if p.DocsDir == "." {
				p.DocsDir = ""
			}
			if filepath.IsAbs(p.DocsDir) || p.DocsDir == ".." || strings.HasPrefix(p.DocsDir, "../") {
				return usageError("--docs %q must be a folder inside the repository", p.DocsDir)
			}
			if filepath.IsAbs(p.Repository) {
				// A link that leaves the repository would give agents the
				// folder it points at.
				switch err := runner.CheckFolder(ctx, p.Repository, p.Branch, p.DocsDir); {
				case errors.Is(err, git.ErrOutside):
					return usageError("--docs %q leads out of the repository through a symbolic link on branch %s; give the folder it should be", p.DocsDir, p.Branch)
				case errors.Is(err, git.ErrNoFolder):
					return usageError("--docs %q is not a folder on branch %s", p.DocsDir, p.Branch)
				case err != nil:
					return asExit(err)
				}
			}
			if err := checkAgentSettings(p.Agent); err != nil {
				return err
			}
			hookSecret, err := hf.apply(cmd.Flags(), &p, true)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if !hf.noCheck {
				if err := sc.checkHost(ctx, w, p); err != nil {
					return err
				}
			}
			secret, err := auth.RandomString(rand.Reader, 32)
			if err != nil {
				return asExit(err)
			}
			p.PushSecretHash = auth.HashSecret(secret)
			now := time.Now().UTC()
			p.CreatedAt, p.UpdatedAt = now, now
			err = st.CreateProject(ctx, p)
			if errors.Is(err, store.ErrConflict) {
				return usageError("project %s (or its host name) already exists", p.ID)
			}
			if err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, audit.Event{Action: audit.ProjectCreate, TargetKind: "project", TargetID: p.ID, ProjectID: p.ID,
				Detail: map[string]string{"name": p.Name, "codeHost": p.CodeHost, "branch": p.Branch}})
			fmt.Fprintf(w, "added project %s (%s, branch %s, code host %s)\n", p.ID, p.Repository, p.Branch, p.CodeHost)
			fmt.Fprintf(w, "push hook: POST /hooks/%s/push with the header \"Authorization: Bearer %s\" (shown once)\n", p.ID, secret)
			printHook(w, p, hookSecret)
			return nil
		}),
	}
	add.Flags().StringVar(&p.Repository, "repo", "", "the repository: a local path or a git URL")
	add.Flags().StringVar(&p.Name, "name", "", "the project's display name (default: its id)")
	add.Flags().StringVar(&p.Branch, "branch", "main", "the branch the site is built from and jobs start at")
	add.Flags().StringVar(&p.DocsDir, "docs", "", "the docs folder inside the repository (default: its root)")
	hf.register(add.Flags(), true)
	add.Flags().StringVar(&p.Model, "model", "", "the model this project's jobs use (default: the server's --model)")
	add.Flags().StringSliceVar(&p.Agent.Models, "allow-models", nil, "other models a job may ask for in its create body (PROVIDER:MODEL, comma-separated)")
	add.Flags().IntVar(&p.Agent.MaxOutputTokens, "max-output-tokens", 0, "tokens each model reply may have (default: the server's --max-output-tokens)")
	add.Flags().IntVar(&p.Agent.ContextWindow, "context-window", 0, "the context window of the project's models, in tokens (default: the server's --context-window)")
	add.Flags().StringVar(&p.Host, "host", "", "a host name the project's site is also served at")

	var listFormat string
	list := &cobra.Command{
		Use:   "list",
		Short: "List projects",
		Example: `  folio project list
  folio project list --format json`,
		Args: cobra.NoArgs,
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, _ []string) error {
			ps, err := st.Projects(ctx)
			if err != nil {
				return asExit(err)
			}
			w := cmd.OutOrStdout()
			if listFormat == "json" {
				out := make([]projectJSON, 0, len(ps))
				for _, p := range ps {
					out = append(out, toProjectJSON(p))
				}
				return writeJSON(w, out)
			}
			if len(ps) == 0 {
				fmt.Fprintln(w, "no projects yet: folio project add ID --repo PATH")
				return nil
			}
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tNAME\tREPOSITORY\tBRANCH\tDOCS")
			for _, p := range ps {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", p.ID, p.Name, p.Repository, p.Branch, orDash(p.DocsDir))
			}
			return tw.Flush()
		}),
	}
	list.Flags().StringVar(&listFormat, "format", "human", "output format: human or json")

	var showFormat string
	show := &cobra.Command{
		Use:     "show ID",
		Short:   "Show a project's settings and jobs",
		Example: `  folio project show acme`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			p, err := projectOf(ctx, st, args[0])
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if showFormat == "json" {
				return writeJSON(w, toProjectJSON(p))
			}
			active, err := st.CountJobs(ctx, p.ID, domain.StatusActive)
			if err != nil {
				return asExit(err)
			}
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			for _, row := range [][2]string{
				{"id", p.ID}, {"name", p.Name}, {"repository", p.Repository}, {"branch", p.Branch},
				{"docs folder", orDash(p.DocsDir)}, {"code host", p.CodeHost}, {"token variable", orDash(p.TokenEnv)},
				{"API", orDash(p.HostSettings.APIURL)}, {"GitHub App", appText(p.HostSettings.GitHubApp)},
				{"drafts", fmt.Sprint(p.HostSettings.Draft)}, {"code host webhook", hookText(p)},
				{"model", orDash(p.Model)}, {"allowed models", orDash(strings.Join(p.Agent.Models, ", "))},
				{"max output tokens", maxOutText(p.Agent.MaxOutputTokens)},
				{"context window", maxOutText(p.Agent.ContextWindow)},
				{"host", orDash(p.Host)}, {"active jobs", fmt.Sprint(active)},
				{"created", p.CreatedAt.Format(time.RFC3339)},
			} {
				fmt.Fprintf(tw, "%s\t%s\n", row[0], row[1])
			}
			return tw.Flush()
		}),
	}
	show.Flags().StringVar(&showFormat, "format", "human", "output format: human or json")

	rm := &cobra.Command{
		Use:     "rm ID",
		Short:   "Remove a project with its jobs (the repository itself is left alone)",
		Example: `  folio project rm acme`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			err := st.DeleteProject(ctx, args[0])
			if errors.Is(err, store.ErrNotFound) {
				return usageError("no project %s (folio project list shows them)", args[0])
			}
			if err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, audit.Event{Action: audit.ProjectDelete, TargetKind: "project", TargetID: args[0], ProjectID: args[0]})
			fmt.Fprintf(cmd.OutOrStdout(), "removed project %s\n", args[0])
			return nil
		}),
	}
	var set struct {
		name, branch, model, host string
		models                    []string
		maxOut, window            int
	}
	var shf hostFlags
	setCmd := &cobra.Command{
		Use:   "set ID [--name N] [--branch B] [--model M] [--allow-models M,…] [--max-output-tokens N] [--context-window N] [--host H] [--code-host H --token-env VAR …]",
		Short: "Change a project's name, branch, models, host name or code host",
		Example: `  folio project set acme --model anthropic:claude-sonnet-4-5
  folio project set acme --allow-models openai:gpt-4.1,anthropic:claude-sonnet-4-5
  folio project set acme --name "Acme Docs" --branch docs`,
		Long: `Set changes the settings given and leaves the others as they are. An empty
--model goes back to the server's model; an empty --allow-models allows only
that one; --max-output-tokens 0 and --context-window 0 go back to the server's; an empty
--host or --token-env removes it. A change of the code host's settings is checked with the host, as add
checks it (--no-check skips that). A running folio serve picks the change up
within seconds.`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			p, err := projectOf(ctx, st, args[0])
			if err != nil {
				return err
			}
			f := cmd.Flags()
			if !f.Changed("name") && !f.Changed("branch") && !f.Changed("model") && !f.Changed("allow-models") &&
				!f.Changed("max-output-tokens") && !f.Changed("context-window") && !f.Changed("host") && !shf.changed(f) {
				return usageError("nothing to set: give --name, --branch, --model, --allow-models, --max-output-tokens, --context-window, --host, or the code host's settings")
			}
			if f.Changed("name") {
				if strings.TrimSpace(set.name) == "" {
					return usageError("--name must not be empty")
				}
				p.Name = strings.TrimSpace(set.name)
			}
			if f.Changed("branch") {
				if strings.HasPrefix(set.branch, "-") || set.branch == "" {
					return usageError("--branch %q is not a branch name", set.branch)
				}
				p.Branch = set.branch
			}
			if f.Changed("model") {
				if set.model != "" {
					if _, _, ok := strings.Cut(set.model, ":"); !ok {
						return usageError("--model %q: want PROVIDER:MODEL, such as openai:gpt-4.1, anthropic:claude-sonnet-4-5 or script:FILE", set.model)
					}
				}
				p.Model = set.model
			}
			if f.Changed("allow-models") {
				p.Agent.Models = set.models
			}
			if f.Changed("max-output-tokens") {
				p.Agent.MaxOutputTokens = set.maxOut
			}
			if f.Changed("context-window") {
				p.Agent.ContextWindow = set.window
			}
			if err := checkAgentSettings(p.Agent); err != nil {
				return err
			}
			if f.Changed("host") {
				p.Host = strings.ToLower(strings.TrimSpace(set.host))
			}
			var hookSecret string
			if shf.changed(f) {
				if hookSecret, err = shf.apply(f, &p, false); err != nil {
					return err
				}
				if !shf.noCheck {
					if err := sc.checkHost(ctx, cmd.OutOrStdout(), p); err != nil {
						return err
					}
				}
			}
			p.UpdatedAt = time.Now().UTC()
			err = st.UpdateProject(ctx, p)
			if errors.Is(err, store.ErrConflict) {
				return usageError("another project is served at host %s", p.Host)
			}
			if err != nil {
				return asExit(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "updated project %s\n", p.ID)
			printHook(cmd.OutOrStdout(), p, hookSecret)
			return nil
		}),
	}
	setCmd.Flags().StringVar(&set.name, "name", "", "the project's display name")
	setCmd.Flags().StringVar(&set.branch, "branch", "", "the branch the site is built from and jobs start at")
	setCmd.Flags().StringVar(&set.model, "model", "", "the model this project's jobs use (empty: the server's)")
	setCmd.Flags().StringSliceVar(&set.models, "allow-models", nil, "other models a job may ask for in its create body, replacing the list (PROVIDER:MODEL, comma-separated; empty: none)")
	setCmd.Flags().IntVar(&set.maxOut, "max-output-tokens", 0, "tokens each model reply may have (0: the server's --max-output-tokens)")
	setCmd.Flags().IntVar(&set.window, "context-window", 0, "the context window of the project's models, in tokens (0: the server's --context-window)")
	shf.register(setCmd.Flags(), false)
	setCmd.Flags().StringVar(&set.host, "host", "", "a host name the project's site is also served at (empty: none)")
	cmd.AddCommand(add, list, show, setCmd, rm)
	return cmd
}

type projectJSON struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Repository string `json:"repository"`
	Branch     string `json:"branch"`
	DocsDir    string `json:"docsDir"`
	CodeHost   string `json:"codeHost"`
	TokenEnv   string `json:"tokenEnv,omitempty"`
	Model      string `json:"model,omitempty"`
	// AllowedModels are the other models a job may ask for.
	AllowedModels   []string  `json:"allowedModels,omitempty"`
	MaxOutputTokens int       `json:"maxOutputTokens,omitempty"`
	ContextWindow   int       `json:"contextWindow,omitempty"`
	Host            string    `json:"host,omitempty"`
	CreatedAt       time.Time `json:"createdAt"`
}

func toProjectJSON(p domain.Project) projectJSON {
	return projectJSON{ID: p.ID, Name: p.Name, Repository: p.Repository, Branch: p.Branch, DocsDir: p.DocsDir,
		CodeHost: p.CodeHost, TokenEnv: p.TokenEnv, Model: p.Model, AllowedModels: p.Agent.Models,
		MaxOutputTokens: p.Agent.MaxOutputTokens, ContextWindow: p.Agent.ContextWindow, Host: p.Host, CreatedAt: p.CreatedAt.UTC()}
}

// checkAgentSettings refuses models that name no provider, a negative
// output limit, and a context window too small for a step or for the
// output limit.
func checkAgentSettings(s domain.AgentSettings) error {
	for _, m := range s.Models {
		if _, name, ok := strings.Cut(m, ":"); !ok || name == "" {
			return usageError("--allow-models %q: want PROVIDER:MODEL, such as openai:gpt-4.1, anthropic:claude-sonnet-4-5 or script:FILE", m)
		}
	}
	if s.MaxOutputTokens < 0 {
		return usageError("--max-output-tokens must not be negative")
	}
	if err := checkContextWindow(s.ContextWindow); err != nil {
		return err
	}
	if s.ContextWindow > 0 && s.MaxOutputTokens >= s.ContextWindow/2 {
		return usageError("--max-output-tokens %d leaves no room in a context window of %d tokens: keep it under half the window", s.MaxOutputTokens, s.ContextWindow)
	}
	return nil
}

// minContextWindow is the smallest context window Folio accepts: the
// system prompt, the tools and a task take a few thousand tokens.
const minContextWindow = 4096

// checkContextWindow refuses a context window too small to hold a step.
func checkContextWindow(n int) error {
	if n != 0 && n < minContextWindow {
		return usageError("--context-window %d: want 0 (the model's own) or at least %d tokens", n, minContextWindow)
	}
	return nil
}

func maxOutText(n int) string {
	if n == 0 {
		return "- (the server's)"
	}
	return fmt.Sprint(n)
}

func appText(a *domain.GitHubApp) string {
	if a == nil {
		return "-"
	}
	return fmt.Sprintf("%d, installation %d, key %s", a.ID, a.Installation, a.KeyFile)
}

func hookText(p domain.Project) string {
	if p.HostSettings.HookSecret == "" {
		return "-"
	}
	return "/hooks/" + p.ID + "/codehost (secret set)"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// checkRepository accepts a git URL as given and turns a local path into
// the absolute path of a git repository.
func checkRepository(ctx context.Context, runner *git.Runner, repo string) (string, error) {
	if strings.Contains(repo, "://") || strings.HasPrefix(repo, "git@") {
		if strings.HasPrefix(repo, "-") {
			return "", errors.New("not a repository URL")
		}
		return repo, nil
	}
	abs, err := filepath.Abs(repo)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", errors.New("no such folder")
	}
	if _, err := runner.Run(ctx, git.Cmd{Dir: abs, Args: []string{"rev-parse", "--git-dir"}}); err != nil {
		return "", errors.New("not a git repository")
	}
	return abs, nil
}

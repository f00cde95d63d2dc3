package cli

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// serviceCommands are the commands that reach the service's data folder
// and store, with what they share: its flags, opening the store, the job
// service and the audit record.
type serviceCommands struct{ *app }

// serviceFlags are the flags every command that reaches the service's
// store shares: serve, keys, project, admin.
type serviceFlags struct {
	data     string
	database string
}

func (sc *serviceCommands) addServiceFlags(fs *pflag.FlagSet, sf *serviceFlags) {
	fs.StringVar(&sf.data, "data", sc.defaultDataDir(), "the data folder: the SQLite database, repositories, site caches")
	fs.StringVar(&sf.database, "database", "", "a postgres:// URL to keep the service's data in PostgreSQL (default: SQLite in the data folder)")
}

// defaultDataDir follows the XDG base directory convention.
func (sc *serviceCommands) defaultDataDir() string {
	if d, ok := sc.env.lookup("XDG_DATA_HOME"); ok && d != "" {
		return filepath.Join(d, "folio")
	}
	if h, ok := sc.env.lookup("HOME"); ok && h != "" {
		return filepath.Join(h, ".local", "share", "folio")
	}
	return "folio-data"
}

// envFlags fills flags not given on the command line from their FOLIO_*
// environment variables (--base-url from FOLIO_BASE_URL, …): every flag
// of serve, and the service flags (--data, --database) of the commands
// that share its data. A command's own flags (keys create --name) are
// not read from the environment, where a stray FOLIO_NAME would change
// them unseen.
func (sc *serviceCommands) envFlags(cmd *cobra.Command, only ...string) error {
	var err error
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if err != nil || f.Changed {
			return
		}
		if len(only) > 0 && !slices.Contains(only, f.Name) {
			return
		}
		name := "FOLIO_" + strings.ToUpper(strings.ReplaceAll(f.Name, "-", "_"))
		if v, ok := sc.env.lookup(name); ok {
			if e := f.Value.Set(v); e != nil {
				err = usageError("%s=%q: %v", name, v, e)
			}
		}
	})
	return err
}

// openStore opens the service's database: PostgreSQL for a postgres://
// URL, otherwise SQLite in the data folder. The store logs to log: the
// service's logger for serve, whose store keeps running (the listener of
// the other nodes' notifications), and sc.log for the commands.
func (sc *serviceCommands) openStore(ctx context.Context, sf serviceFlags, log *slog.Logger) (store.Store, error) {
	if strings.HasPrefix(sf.database, "postgres://") || strings.HasPrefix(sf.database, "postgresql://") {
		db, err := postgres.Open(ctx, sf.database, log)
		if err != nil {
			return nil, fmt.Errorf("open PostgreSQL: %w", err)
		}
		return db, nil
	}
	if sf.database != "" {
		return nil, usageError("--database must be a postgres:// URL (SQLite lives in --data)")
	}
	if err := os.MkdirAll(sf.data, 0o700); err != nil {
		return nil, fmt.Errorf("create the data folder: %w", err)
	}
	db, err := sqlite.Open(ctx, filepath.Join(sf.data, "folio.db"), log)
	if err != nil {
		return nil, fmt.Errorf("open the database: %w", err)
	}
	return db, nil
}

// withStore is the RunE of a command that needs the store.
func (sc *serviceCommands) withStore(sf *serviceFlags, run func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if err := sc.envFlags(cmd, "data", "database"); err != nil {
			return err
		}
		st, err := sc.openStore(cmd.Context(), *sf, sc.log)
		if err != nil {
			return asExit(err)
		}
		defer st.Close()
		return run(cmd.Context(), cmd, st, args)
	}
}

// asExit turns a plain error into an I/O failure (exit 2); exit errors
// pass through.
func asExit(err error) error {
	if _, ok := err.(*exitError); ok {
		return err
	}
	return &exitError{code: ExitUsage, err: err}
}

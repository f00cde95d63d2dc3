package cli

import (
	"bufio"
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/store"
)

func (a *app) adminCommand() *cobra.Command {
	var sf serviceFlags
	cmd := &cobra.Command{
		Use:     "admin",
		Short:   "Manage the dashboard's admin account",
		Example: `  printf '%s\n' "$NEW_PASSWORD" | folio admin set-password`,
	}
	a.addServiceFlags(cmd.PersistentFlags(), &sf)
	set := &cobra.Command{
		Use:   "set-password",
		Short: "Set the dashboard admin's password, read from standard input",
		Example: `  printf '%s\n' "$NEW_PASSWORD" | folio admin set-password
  folio admin set-password --data /srv/folio < password.txt`,
		Long: `Set-password reads the new password from the first line of standard input
(at least 8 characters) and stores its bcrypt hash. Sessions signed in with
the old password stay signed in until they expire.`,
		Args: cobra.NoArgs,
		RunE: a.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, _ []string) error {
			if a.terminal(cmd.OutOrStdout()) {
				fmt.Fprint(cmd.OutOrStdout(), "new password: ")
			}
			line, err := bufio.NewReader(cmd.InOrStdin()).ReadString('\n')
			if err != nil && line == "" {
				return usageError("read the password from standard input: %v", err)
			}
			pw := strings.TrimRight(line, "\r\n")
			if err := dashboard.SetPassword(ctx, st, pw); err != nil {
				return usageError("%v", err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), "password set")
			return nil
		}),
	}
	cmd.AddCommand(set)
	return cmd
}

"""The dialect modules mydsl ships: two of rmlir's, and its own."""
